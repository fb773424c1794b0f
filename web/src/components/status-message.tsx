// Loading, empty and error lines shared by the lists and detail pages.
import type { ReactNode } from 'react';

export function StatusMessage({ kind = 'info', children }: { kind?: 'info' | 'loading' | 'error'; children: ReactNode }) {
  if (kind === 'error') {
    return (
      <div className="status-message status-message--error" role="alert">
        {children}
      </div>
    );
  }
  return (
    <div className="status-message" role="status" aria-live="polite">
      {children}
    </div>
  );
}
