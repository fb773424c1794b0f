// /admin/trash: every deleted item of every type, newest deletion first, with who deleted it,
// when, and when the worker deletes it forever; each can be restored, or deleted forever after a
// second question. A lazy chunk of its own (app/page-components.tsx). Restore is for editors and
// owners, Delete forever for owners; a viewer only reads the list.
import { useEffect, useRef, useState } from 'react';
import { EDITORIAL_KINDS, kindLabels, kindsInProse, TRASH_RETENTION_DAYS, type TrashEntry } from '@common/editorial';
import { useCan } from '@/admin-shared/account-context';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { deleteForever, fetchTrash, restoreFromTrash } from './api/trash';
import { formatIndiaTime } from '@/admin-shared/date-time';
import { ScreenSection, StandaloneScreen, useAdminTitle } from '@/admin-shared/standalone-screen';
import './trash-page.css';

const keyOf = (entry: TrashEntry) => `${entry.kind}-${entry.id}`;

export function TrashPage() {
  const [items, setItems] = useState<TrashEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<TrashEntry | null>(null);
  const { banner, show, dismiss } = useBanner();
  const canRestore = useCan('write');
  const canDeleteForever = useCan('own');
  const tableRef = useRef<HTMLTableSectionElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** The index of the row that just left: the focus goes to the one that took its place. */
  const leftRow = useRef<number | null>(null);

  useAdminTitle('Trash');

  useEffect(() => {
    const controller = new AbortController();
    fetchTrash(controller.signal).then(setItems, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('Failed to load the trash', error);
      setFailed(true);
    });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const index = leftRow.current;
    if (index === null || !items) return;
    leftRow.current = null;
    // The row's buttons are gone with it: without this, focus would fall back to <body>.
    const rows = [...(tableRef.current?.querySelectorAll<HTMLButtonElement>('button[data-first]') ?? [])];
    (rows[Math.min(index, rows.length - 1)] ?? headingRef.current)?.focus();
  }, [items]);

  function removeRow(entry: TrashEntry) {
    setItems((current) => {
      if (!current) return current;
      leftRow.current = current.findIndex((item) => keyOf(item) === keyOf(entry));
      return current.filter((item) => keyOf(item) !== keyOf(entry));
    });
  }

  /** Restore or Delete forever: either way the row leaves the trash, with the server's message. */
  async function act(entry: TrashEntry, call: (kind: TrashEntry['kind'], id: number) => Promise<{ message: string }>) {
    setBusy(keyOf(entry));
    try {
      const reply = await call(entry.kind, entry.id);
      removeRow(entry);
      void show({ kind: 'success', text: `${entry.title}: ${reply.message}` }, 4000);
    } catch (error) {
      void show({ kind: 'error', text: actionErrorText(error) });
    } finally {
      setBusy(null);
    }
  }

  const restore = (entry: TrashEntry) => act(entry, restoreFromTrash);

  function destroy(entry: TrashEntry) {
    setPendingDelete(null);
    return act(entry, deleteForever);
  }

  return (
    <StandaloneScreen>
      <ScreenSection
        name="trash"
        title="Trash"
        headingRef={headingRef}
        actions={items && items.length > 0 && <span className="admin-badge">{items.length === 1 ? '1 item' : `${items.length} items`}</span>}
        hint={<>Deleted items wait here for {TRASH_RETENTION_DAYS} days, hidden from the site, and are then deleted forever with their pictures. Times are India time (IST).</>}
      >
        <BannerView banner={banner} onDismiss={dismiss} />
        {failed ? (
          <p className="admin-table__empty">The trash could not be loaded.</p>
        ) : !items ? (
          <Spinner label="Loading the trash…" />
        ) : items.length === 0 ? (
          <p className="admin-table__empty">{`The trash is empty. Deleted ${kindsInProse(EDITORIAL_KINDS)} appear here.`}</p>
        ) : (
          <div className="admin-table__wrap">
            <table className="admin-table admin-trash__table">
              <thead>
                <tr>
                  <th scope="col">Type</th>
                  <th scope="col">Title</th>
                  <th scope="col">Deleted by</th>
                  <th scope="col">Deleted</th>
                  <th scope="col">Deleted forever on</th>
                  {canRestore && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody ref={tableRef}>
                {items.map((entry) => (
                  <tr key={keyOf(entry)}>
                    <td data-label="Type">
                      <span className="admin-badge">{kindLabels[entry.kind]?.one ?? entry.kind}</span>
                    </td>
                    <td data-label="Title">{entry.title}</td>
                    <td data-label="Deleted by">{entry.deleted_by ?? 'Unknown'}</td>
                    <td data-label="Deleted">
                      <time dateTime={entry.deleted_at}>{formatIndiaTime(entry.deleted_at)}</time>
                    </td>
                    <td data-label="Deleted forever on">
                      <time dateTime={entry.purge_at}>{formatIndiaTime(entry.purge_at)}</time>
                    </td>
                    {canRestore && (
                      <td data-label="Actions">
                        <div className="admin-trash__actions">
                          <button
                            type="button"
                            data-first=""
                            className="admin-button admin-button--small"
                            disabled={busy !== null}
                            aria-label={`Restore ${entry.title}`}
                            onClick={() => void restore(entry)}
                          >
                            Restore
                          </button>
                          {canDeleteForever && (
                            <button
                              type="button"
                              className="admin-button admin-button--small admin-button--danger"
                              disabled={busy !== null}
                              aria-label={`Delete forever: ${entry.title}`}
                              onClick={() => setPendingDelete(entry)}
                            >
                              Delete forever
                            </button>
                          )}
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ScreenSection>
      {pendingDelete && (
        <ConfirmDialog
          focus="no"
          question={`Delete “${pendingDelete.title}” forever? This cannot be undone: the item and its pictures are removed.`}
          onYes={() => void destroy(pendingDelete)}
          onNo={() => setPendingDelete(null)}
        />
      )}
    </StandaloneScreen>
  );
}
