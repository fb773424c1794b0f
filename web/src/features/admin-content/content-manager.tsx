// One admin section for news, blogs, investors or testimonials (SPEC §2 "Admin list sections"):
// the paged table with Actions, and the add / edit form that replaces it.
import { useCallback, useEffect, useState } from 'react';
import { BANNER_MS } from '../../../../common/constants';
import { ActionsMenu } from '../admin-shared/actions-menu';
import { actionErrorText } from '../admin-shared/admin-errors';
import { BannerView, Spinner, useBanner } from '../admin-shared/banners';
import { ConfirmDialog } from '../admin-shared/confirm-dialog';
import { useFocusAfterDelete } from '../admin-shared/focus-after-delete';
import { useFocusOnAttach } from '../admin-shared/focus-on-attach';
import { Pagination } from '../admin-shared/pagination-nav';
import { usePagedList } from '../admin-shared/use-paged-list';
import { deleteContent, fetchContentItem, fetchContentPage } from './api/content';
import { ContentForm } from './content-form';
import { contentKinds, type ContentItem, type ContentKindDef } from './content-kinds';

type Mode = { view: 'list' } | { view: 'add' } | { view: 'edit'; item: ContentItem };

export function ContentManager({ kind, initialMode = 'list', editId }: { kind: ContentKindDef['key']; initialMode?: 'list' | 'add' | 'edit'; editId?: number }) {
  const def = contentKinds[kind];
  const [mode, setMode] = useState<Mode>({ view: initialMode === 'add' ? 'add' : 'list' });
  const load = useCallback((page: number, signal: AbortSignal) => fetchContentPage<ContentItem>(def.api, page, signal), [def]);
  const { page, goTo, list, loading, reload } = usePagedList(load, def.key);
  const [pendingDelete, setPendingDelete] = useState<ContentItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { banner, show, dismiss } = useBanner();
  const heading = useFocusOnAttach<HTMLHeadingElement>(false);
  const afterDelete = useFocusAfterDelete<HTMLElement>(!loading && list);

  // /blogs/editblog?id=…: open the editor once the item is found.
  useEffect(() => {
    if (initialMode !== 'edit' || !editId) return;
    fetchContentItem<ContentItem>(def.api, editId).then(
      (item) => item && setMode({ view: 'edit', item }),
      (error: unknown) => show({ kind: 'error', text: actionErrorText(error) }),
    );
  }, [def, initialMode, editId, show]);

  async function deleteItem(item: ContentItem) {
    setPendingDelete(null);
    setDeleting(true);
    try {
      await deleteContent(def.api, item.id);
      afterDelete.rowDeleted(list?.items.findIndex((row) => row.id === item.id) ?? 0);
      setDeleting(false);
      await show({ kind: 'success', text: def.messages.deleted }, BANNER_MS.afterDelete);
      reload();
    } catch (error) {
      setDeleting(false);
      show({ kind: 'error', text: actionErrorText(error) });
    }
  }

  if (mode.view !== 'list') {
    return (
      <ContentForm
        def={def}
        item={mode.view === 'edit' ? mode.item : null}
        onClose={(saved) => {
          heading.arm();
          setMode({ view: 'list' });
          if (saved) reload();
        }}
      />
    );
  }

  return (
    <section ref={afterDelete.sectionRef} className="admin-section" aria-labelledby={`${def.key}-heading`}>
      <div className="admin-section__head">
        <h2 id={`${def.key}-heading`} ref={heading.ref} tabIndex={-1}>{def.heading}</h2>
        <button type="button" className="admin-button admin-button--primary" onClick={() => setMode({ view: 'add' })}>
          <span aria-hidden="true">+</span> Add New
        </button>
      </div>
      <BannerView banner={banner} onDismiss={dismiss} />
      {deleting && <Spinner label="Deleting..." />}
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
      {list && <Pagination page={page} totalPages={list.totalPages} onChange={goTo} />}
      {pendingDelete && (
        <ConfirmDialog
          question={`Are you sure you want to delete this ${def.noun}?`}
          focus="no"
          onYes={() => void deleteItem(pendingDelete)}
          onNo={() => setPendingDelete(null)}
        />
      )}
    </section>
  );
}
