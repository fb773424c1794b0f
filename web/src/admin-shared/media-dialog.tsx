// A modal dialog of the media library (the chooser, a picture's details): the browser's own modal
// <dialog>, so focus stays inside and Escape closes it; put in <body> so that a form around the
// opener neither nests its own forms nor disables its fields, and its submits stop here.
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './media-library.css';

export function MediaDialog({ labelledBy, onClose, children, wide }: { labelledBy: string; onClose(): void; children: ReactNode; wide?: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      opener?.focus?.();
    };
  }, []);
  return createPortal(
    <dialog
      ref={dialog}
      className={`media-dialog${wide ? ' media-dialog--wide' : ''}`}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // React passes events up its own tree, through the portal: a search here is no save of the form around.
      onSubmit={(event) => event.stopPropagation()}
    >
      <button type="button" className="media-dialog__close" aria-label="Close" onClick={onClose}>
        ×
      </button>
      {children}
    </dialog>,
    document.body,
  );
}
