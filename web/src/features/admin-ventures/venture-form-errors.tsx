// The venture form's messages where the editor is (issue 20): a summary at the top that links to
// every missing or invalid field, the message beside each field, and a status line beside a list.
import { forwardRef, type ReactNode } from 'react';

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

/** The box around an image field: what the summary's link and focusField() name by `id`. */
export function ImageFieldBox({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="admin-image-field">
      {children}
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
