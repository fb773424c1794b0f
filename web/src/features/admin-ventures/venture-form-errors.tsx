// The venture form's messages where the editor is (issue 20): a summary at the top that links to
// every missing or invalid field, and a status line beside a list; the message beside each field is
// admin-shared/field-problems.tsx.
import { forwardRef, type ReactNode } from 'react';
import { type FieldIssue, focusField } from '@/admin-shared/field-problems';

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
