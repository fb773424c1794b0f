// A form's action bar, kept to one row on a narrow form: the buttons marked `formExtra` wait behind
// More there, so that a phone's sticky bar does not cover a fifth of the screen (form-actions.css).
import { useState, type ReactNode } from 'react';
import './form-actions.css';

/** The class of an action that a narrow form shows only after More. */
export const formExtra = 'admin-form__extra';

export function FormActions({ children }: { children: ReactNode }) {
  const [extrasShown, setExtrasShown] = useState(false);
  return (
    <div className="admin-form__actions admin-form__actions--extras" data-extras={extrasShown ? 'shown' : undefined}>
      {children}
      <button type="button" className="admin-button admin-form__more" aria-expanded={extrasShown} onClick={() => setExtrasShown((shown) => !shown)}>
        More
      </button>
    </div>
  );
}
