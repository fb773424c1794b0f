// The question before a step that cannot be taken back or that changes what visitors see (issue 48:
// publishing, unpublishing, deleting for good; saves and moves to the trash no longer ask, SPEC §4's
// 'Are you sure…?' aside). The question says what will happen. Focus moves to Yes (to No where the
// answer destroys something, so a stray Enter does no harm), stays inside (Tab wraps), Escape answers No.
import { useEffect, useRef } from 'react';
import './confirm-dialog.css';

export function ConfirmDialog({
  question,
  onYes,
  onNo,
  focus = 'yes',
}: {
  question: string;
  onYes(): void;
  onNo(): void;
  /** Which answer has the focus first. */
  focus?: 'yes' | 'no';
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.querySelectorAll<HTMLButtonElement>('button')[focus === 'yes' ? 0 : 1]?.focus();
    return () => previous?.focus?.();
  }, [focus]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onNo();
    } else if (event.key === 'Tab') {
      const buttons = [...(dialog.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = event.shiftKey ? (index <= 0 ? buttons.length - 1 : index - 1) : (index + 1) % buttons.length;
      event.preventDefault();
      buttons[next]?.focus();
    }
  }

  return (
    <div className="admin-dialog__overlay">
      <div ref={dialog} className="admin-dialog" role="alertdialog" aria-modal="true" aria-labelledby="admin-dialog-question" onKeyDown={onKeyDown}>
        <p id="admin-dialog-question">{question}</p>
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--primary" onClick={onYes}>
            Yes
          </button>
          <button type="button" className="admin-button" onClick={onNo}>
            No
          </button>
        </div>
      </div>
    </div>
  );
}
