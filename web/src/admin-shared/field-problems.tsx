// A form's problems where the editor is (issues 20 and 48): the message under each field, tied to
// it by aria-describedby with aria-invalid set, and the focus taken to the first field that stops a
// save or a publish before anything is sent or asked.
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/** One problem: the DOM id of the field (or of the box around it) and its text. */
export type FieldIssue = { id: string; message: string };

/** Moves the focus to a field: the element itself when it takes focus, else the first control inside. */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const focusable = element.matches('input, textarea, select, button, [contenteditable="true"]');
  const target = focusable ? element : element.querySelector<HTMLElement>('input, textarea, select, button, [contenteditable="true"]');
  (target ?? element).scrollIntoView({ block: 'center' });
  (target ?? element).focus();
}

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
