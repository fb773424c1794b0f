// /admin/trash: every deleted item of every type, newest deletion first, with who deleted it,
// when, and when the worker deletes it forever; each can be restored, or deleted forever after a
// second question. A lazy chunk of its own (app/page-components.tsx). Restore is for editors and
// owners, Delete forever for owners; a viewer only reads the list. Several rows can be chosen and
// restored together (issue 48).
import { useEffect, useMemo, useRef, useState } from 'react';
import { EDITORIAL_KINDS, kindLabels, kindsInProse, TRASH_RETENTION_DAYS, type TrashEntry } from '@common/editorial';
import { useCan } from '@/admin-shared/account-context';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { BulkBar, failureText, runForEach, SelectAllBox, SelectColumnHeader, SelectRowBox, useBulkSelection } from '@/admin-shared/bulk-actions';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { restoreFromTrash } from '@/admin-shared/api/trash';
import { deleteForever, fetchTrash } from './api/trash';
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
  const shownKeys = useMemo(() => (items ?? []).map(keyOf), [items]);
  const bulk = useBulkSelection(shownKeys);

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

  /** The chosen rows restored, one request each; the ones the server refuses stay, with its reason. */
  async function restoreChosen() {
    const chosen = (items ?? []).filter((entry) => bulk.isSelected(keyOf(entry)));
    setBusy('bulk');
    const outcome = await runForEach(chosen, (entry) => restoreFromTrash(entry.kind, entry.id));
    setBusy(null);
    bulk.clear();
    const gone = new Set(outcome.done.map(keyOf));
    setItems((current) => current?.filter((entry) => !gone.has(keyOf(entry))) ?? current);
    const failed = failureText(outcome, (entry) => entry.title, 'restored');
    const done = outcome.done.length;
    const restored = done > 0 ? `Restored from the trash: ${done === 1 ? '1 item' : `${done} items`}.` : '';
    void show({ kind: failed ? 'error' : 'success', text: [restored, failed ?? ''].filter(Boolean).join(' ') });
    headingRef.current?.focus();
  }

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
        {canRestore && (
          <BulkBar
            count={bulk.selected.length}
            noun={bulk.selected.length === 1 ? 'item' : 'items'}
            busy={busy !== null}
            onClear={bulk.clear}
            actions={[{ label: 'Restore', run: () => void restoreChosen() }]}
          />
        )}
        {failed ? (
          <p className="admin-table__empty">The trash could not be loaded.</p>
        ) : !items ? (
          <Spinner label="Loading the trash…" />
        ) : items.length === 0 ? (
          <p className="admin-table__empty">{`The trash is empty. Deleted ${kindsInProse(EDITORIAL_KINDS)} appear here.`}</p>
        ) : (
          <div className="admin-table__wrap">
            {canRestore && <SelectAllBox label="Select every item in the trash" all={bulk.all} some={bulk.some} onToggle={bulk.toggleAll} />}
            <table className="admin-table admin-trash__table">
              <thead>
                <tr>
                  {canRestore && <SelectColumnHeader />}
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
                    {canRestore && (
                      <td data-label="Select">
                        <SelectRowBox name={entry.title} checked={bulk.isSelected(keyOf(entry))} onToggle={() => bulk.toggle(keyOf(entry))} />
                      </td>
                    )}
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
