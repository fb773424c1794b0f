// The venture form's messages where the editor is (issue 20): a summary at the top that links to
// every missing or invalid field, the message beside each field, and a status line beside a list.
import { forwardRef, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** One problem of a failed Save: the DOM id of the field (or of the box around it) and its text. */
export type FieldIssue = { id: string; message: string };

export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/** Moves the focus to a field: the element itself when it takes focus, else the first control inside. */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const target = element.matches('input, textarea, select, button')
    ? element
    : element.querySelector<HTMLElement>('input, textarea, select, button');
  (target ?? element).scrollIntoView({ block: 'center' });
  (target ?? element).focus();
}

/**
 * The spec's 'Please complete all required fields.' followed by a link to each field. It takes
 * the focus when a Save fails (the form calls focus() on it), and is announced as an alert.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { heading: string; issues: FieldIssue[] }>(function ErrorSummary(
  { heading, issues },
  ref,
) {
  if (issues.length === 0) return null;
  return (
    <div ref={ref} className="admin-error-summary" role="alert" tabIndex={-1} aria-labelledby="venture-error-summary-heading">
      <h3 id="venture-error-summary-heading">{heading}</h3>
      <ul>
        {issues.map((issue) => (
          <li key={issue.id}>
            <a
              href={`#${issue.id}`}
              onClick={(event) => {
                // The SPA's URL stays as it is; the link's job is to take the editor to the field.
                event.preventDefault();
                focusField(issue.id);
              }}
            >
              {issue.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

/** A field's own message, under it; its id is what the field's aria-describedby names. */
export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(fieldId)} className="admin-field__error">
      {message}
    </p>
  );
}

/** The attributes a text field or file input gets when it has a message. */
export function invalidProps(fieldId: string, message: string | undefined, describedBy?: string) {
  const ids = [describedBy, message ? errorIdOf(fieldId) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

/**
 * Wraps an ImagePicker (a shared component that takes no error props) in a box with `id`, shows
 * the message under it and marks the picker's file input aria-invalid and described by the
 * message. A too-large message the picker already shows itself (its "Shrink to fit" offer) is
 * not repeated: the input is pointed at the picker's own text instead.
 */
export function ImageFieldBox({ id, message, children }: { id: string; message: string | undefined; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [pickerSaysIt, setPickerSaysIt] = useState(false);

  // Runs after every render: the picker re-renders its input, and may show or drop its notice.
  useLayoutEffect(() => {
    const input = box.current?.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) return;
    const own = box.current?.querySelector<HTMLElement>('[id$="-oversized"]');
    const saysIt = Boolean(message && own?.textContent?.includes(message));
    if (saysIt !== pickerSaysIt) setPickerSaysIt(saysIt);
    const mine = errorIdOf(id);
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((token) => token && token !== mine && token !== own?.id);
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      described.push(saysIt && own ? own.id : mine);
    } else {
      input.removeAttribute('aria-invalid');
    }
    input.setAttribute('aria-describedby', described.join(' '));
  });

  return (
    <div ref={box} id={id} className="admin-image-field">
      {children}
      {!pickerSaysIt && <FieldError fieldId={id} message={message} />}
    </div>
  );
}

/** A list's own status line (role=status, always present so changes are announced). */
export function ListStatus({ status }: { status: { kind: 'success' | 'error'; text: string } | undefined }) {
  return (
    <p className={`admin-list-status${status ? ` admin-list-status--${status.kind}` : ''}`} role="status">
      {status?.text ?? ''}
    </p>
  );
}
