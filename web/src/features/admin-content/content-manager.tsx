// One admin section for news, blogs, investors or testimonials (SPEC §2 "Admin list sections"):
// the paged table with Actions, and the add / edit form that replaces it.
import { useCallback, useEffect, useState } from 'react';
import { BANNER_MS } from '../../../../common/constants';
import { apiRequest } from '../../lib/api-client';
import { ActionsMenu } from '../admin-shared/actions-menu';
import { actionErrorText } from '../admin-shared/admin-errors';
import { BannerView, Spinner, useBanner } from '../admin-shared/banners';
import { ConfirmDialog } from '../admin-shared/confirm-dialog';
import { Pagination } from '../admin-shared/pagination-nav';
import { ContentForm } from './content-form';
import { contentKinds, type ContentItem, type ContentKindDef } from './content-kinds';

type Mode = { view: 'list' } | { view: 'add' } | { view: 'edit'; item: ContentItem };

export function ContentManager({ kind, initialMode = 'list', editId }: { kind: ContentKindDef['key']; initialMode?: 'list' | 'add' | 'edit'; editId?: number }) {
  const def = contentKinds[kind];
  const [mode, setMode] = useState<Mode>({ view: initialMode === 'add' ? 'add' : 'list' });
  const [page, setPage] = useState(1);
  const [list, setList] = useState<{ items: ContentItem[]; totalPages: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloadKey, setReloadKey] = useState(0);
  const [pendingDelete, setPendingDelete] = useState<ContentItem | null>(null);
  const { banner, show, dismiss } = useBanner();

  const reload = useCallback(() => setReloadKey((key) => key + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    apiRequest<Record<string, unknown>>(def.endpoint, { query: { page }, signal: controller.signal })
      .then((reply) => {
        setList({ items: (reply[def.listKey] as ContentItem[]) ?? [], totalPages: Number(reply.total_pages) || 0 });
      })
      .catch((error: unknown) => {
        // SPEC §8: admin list-fetch failures are logged only; the list stays empty.
        if (!controller.signal.aborted) {
          console.error(`Failed to load ${def.key}`, error);
          setList({ items: [], totalPages: 0 });
        }
      })
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [def, page, reloadKey]);

  // /blogs/editblog?id=…: open the editor once the item is found.
  useEffect(() => {
    if (initialMode !== 'edit' || !editId) return;
    apiRequest<Record<string, ContentItem>>(def.endpoint, { query: { id: editId } }).then(
      (reply) => {
        const item = Object.values(reply)[0];
        if (item) setMode({ view: 'edit', item });
      },
      (error: unknown) => console.error('Failed to load the item to edit', error),
    );
  }, [def, initialMode, editId]);

  async function deleteItem(item: ContentItem) {
    setPendingDelete(null);
    try {
      await apiRequest(def.endpoint, { method: 'DELETE', body: { id: item.id } });
      await show({ kind: 'success', text: def.messages.deleted }, BANNER_MS.afterDelete);
      reload();
    } catch (error) {
      show({ kind: 'error', text: actionErrorText(error) });
    }
  }

  if (mode.view !== 'list') {
    return (
      <ContentForm
        def={def}
        item={mode.view === 'edit' ? mode.item : null}
        onClose={(saved) => {
          setMode({ view: 'list' });
          if (saved) reload();
        }}
      />
    );
  }

  return (
    <section className="admin-section" aria-labelledby={`${def.key}-heading`}>
      <div className="admin-section__head">
        <h2 id={`${def.key}-heading`}>{def.heading}</h2>
        <button type="button" className="admin-button admin-button--primary" onClick={() => setMode({ view: 'add' })}>
          Add New
        </button>
      </div>
      <BannerView banner={banner} onDismiss={dismiss} />
      {loading ? (
        <Spinner label={`Loading ${def.heading.toLowerCase()}…`} />
      ) : (
        <div className="admin-table__wrap">
          <table className="admin-table">
            <thead>
              <tr>
                {def.columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list && list.items.length > 0 ? (
                list.items.map((item) => (
                  <tr key={item.id}>
                    {def.columns.map((column) => (
                      <td key={column.header} data-label={column.header}>
                        {column.render(item)}
                      </td>
                    ))}
                    <td data-label="Actions">
                      <ActionsMenu label={def.nameOf(item)} onEdit={() => setMode({ view: 'edit', item })} onDelete={() => setPendingDelete(item)} />
                    </td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={def.columns.length + 1} className="admin-table__empty">
                    {def.emptyMessage}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {list && (
        <Pagination
          page={page}
          totalPages={list.totalPages}
          onChange={(next) => {
            if (next !== page) setPage(next);
          }}
        />
      )}
      {pendingDelete && (
        <ConfirmDialog
          question={`Are you sure you want to delete this ${def.noun}?`}
          onYes={() => void deleteItem(pendingDelete)}
          onNo={() => setPendingDelete(null)}
        />
      )}
    </section>
  );
}
