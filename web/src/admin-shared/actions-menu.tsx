// A row's actions on one line: Edit as a visible button, and the Actions dropdown with View on site
// (a new tab, where the item has a public page) and Delete, keyboard operable as a menu button:
// opening it moves focus to the first item, arrows / Home / End move between items, Escape closes
// it and returns focus to the button, Tab or a click elsewhere closes it. Without onDelete (a role
// that changes nothing) the row has links of its own to read the item: Open (its form, read-only),
// View on site, or Preview while it is not published, and History.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import './actions-menu.css';

type ActionsMenuProps = {
  label: string;
  onEdit?(): void;
  /** For a role that reads only: opens the item's form read-only, where onEdit would open it to edit. */
  onOpen?(): void;
  onDelete?(): void;
  /** The item's public page as a route path (/single-news/…), if it has one. */
  viewOnSite?: string;
  /** Read links, shown without onDelete: the item's preview (a full /sjg/preview/… path), where it has no View on site, and its history. */
  preview?: string;
  history?: string;
};

export function ActionsMenu({ label, onEdit, onOpen, onDelete, viewOnSite, preview, history }: ActionsMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  function onMenuKeyDown(event: React.KeyboardEvent) {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focus = (next: number) => {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  }

  // Focus goes back to the menu's button before the action, so a dialog the action opens returns
  // it there when it closes (the menu item it came from is gone by then).
  const closeMenu = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const choose = (action: () => void) => () => {
    closeMenu();
    action();
  };
  const viewOnSiteName = `View on site: ${label} (opens in a new tab)`;
  return (
    <div className="admin-row-actions">
      {onEdit && (
        <button type="button" className="admin-button admin-button--small" aria-label={`Edit ${label}`} onClick={onEdit}>
          Edit
        </button>
      )}
      {!onDelete && (
        <>
          {onOpen && (
            <button type="button" className="admin-button admin-button--small" aria-label={`Open ${label}`} onClick={onOpen}>
              Open
            </button>
          )}
          {viewOnSite ? (
            <Link className="admin-button admin-button--small" to={viewOnSite} target="_blank" rel="noopener" aria-label={viewOnSiteName}>
              View on site
            </Link>
          ) : (
            preview && (
              // A server-rendered page outside the app's router, as the form's Preview opens it.
              <a className="admin-button admin-button--small" href={preview} target="_blank" rel="noopener" aria-label={`Preview: ${label} (opens in a new tab)`}>
                Preview
              </a>
            )
          )}
          {history && (
            <Link className="admin-button admin-button--small" to={history} aria-label={`History of ${label}`}>
              History
            </Link>
          )}
        </>
      )}
      {onDelete && (
        <div className="admin-actions" ref={root}>
          <button
            ref={trigger}
            type="button"
            className="admin-button admin-button--small"
            aria-haspopup="menu"
            aria-expanded={open}
            aria-label={`Actions for ${label}`}
            onClick={() => setOpen(!open)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                setOpen(true);
              }
            }}
          >
            Actions <span aria-hidden="true">▾</span>
          </button>
          {open && (
            <ul className="admin-actions__menu" role="menu" aria-label={`Actions for ${label}`} onKeyDown={onMenuKeyDown}>
              {viewOnSite && (
                <li role="none">
                  <Link role="menuitem" tabIndex={-1} to={viewOnSite} target="_blank" rel="noopener" aria-label={viewOnSiteName} onClick={closeMenu}>
                    View on site <span aria-hidden="true">↗</span>
                  </Link>
                </li>
              )}
              <li role="none">
                <button type="button" role="menuitem" tabIndex={-1} className="admin-actions__danger" onClick={choose(onDelete)}>
                  Delete
                </button>
              </li>
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
