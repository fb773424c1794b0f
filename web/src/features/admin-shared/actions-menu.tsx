// The per-row Actions dropdown with Edit and Delete; keyboard friendly (Escape closes).
import { useEffect, useRef, useState } from 'react';

export function ActionsMenu({ label, onEdit, onDelete }: { label: string; onEdit(): void; onDelete(): void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div className="admin-actions" ref={root} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button type="button" className="admin-button admin-button--small" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)} aria-label={`Actions for ${label}`}>
        Actions ▾
      </button>
      {open && (
        <ul className="admin-actions__menu" role="menu">
          <li role="none">
            <button type="button" role="menuitem" onClick={() => (setOpen(false), onEdit())}>
              Edit
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" onClick={() => (setOpen(false), onDelete())}>
              Delete
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
