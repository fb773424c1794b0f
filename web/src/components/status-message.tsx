// Loading, empty and error lines shared by the lists and detail pages.
import type { ReactNode } from 'react';

type Props = {
  kind?: 'info' | 'loading' | 'error';
  /**
   * Holds a screen's height while a page's content is on its way, so the footer (visible in the
   * server-rendered first paint) is not pushed down when it arrives: no layout shift.
   */
  reserve?: boolean;
  children: ReactNode;
};

export function StatusMessage({ kind = 'info', reserve = false, children }: Props) {
  if (kind === 'error') {
    return (
      <div className="status-message status-message--error" role="alert">
        {children}
      </div>
    );
  }
  return (
    <div className={reserve ? 'status-message status-message--reserve' : 'status-message'} role="status" aria-live="polite">
      {children}
    </div>
  );
}
