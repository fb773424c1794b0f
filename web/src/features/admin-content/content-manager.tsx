// One admin section for a listed kind (SPEC §2 "Admin list sections"):
// the paged table with Actions, and the add / edit form that replaces it. Its page, search, sort,
// state filter and open form are in the URL (list-url-state.ts). A kind with drafts shows each item's
// state (draft, scheduled, published; issue 22) and filters by it. A list staff order, sorted by display
// order (not searched), has a drag handle per row: a move is saved at once (issue 24). A viewer
// sees the list only: no Add, no Edit, no Delete, no handles, and no form even by its URL.
import { useCallback, useEffect, useState } from 'react';
import { BANNER_MS } from '@common/constants';
import { hasDrafts, TRASH_RETENTION_DAYS } from '@common/editorial';
import type { OrderedListSort } from '@common/list-query';
import { useCan } from '@/admin-shared/account-context';
import { ActionsMenu } from '@/admin-shared/actions-menu';
import { saveMove } from '@/admin-shared/api/order';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { useFocusAfterDelete } from '@/admin-shared/focus-after-delete';
import { useFocusOnAttach } from '@/admin-shared/focus-on-attach';
import { isItemStatus, StatusBadge, type StatusCounts, StatusFilter } from '@/admin-shared/item-state';
import { ListSearch, SortableHeader, SortSelect, type SortOption } from '@/admin-shared/list-controls';
import { useListPlace } from '@/admin-shared/list-url-state';
import { Pagination } from '@/admin-shared/pagination-nav';
import { DragHandle, ReorderableItem, ReorderableList } from '@/admin-shared/reorderable-list';
import { usePagedList } from '@/admin-shared/use-paged-list';
import { deleteContent, fetchContentItem, fetchContentPage } from './api/content';
import { ContentForm } from './content-form';
import { type AdminContentItem, contentKinds, type ContentKindDef } from './admin-kinds';

/** A stable empty list: ReorderableList takes a new array as a new order. */
const noItems: AdminContentItem[] = [];

/**
 * `fixedEdit`: the form this page always shows ('new', or an id), for /blogs/addblog and
 * /blogs/editblog?id=; `onLeaveForm` then says where closing it goes.
 */
export function ContentManager({ kind, fixedEdit, onLeaveForm }: { kind: ContentKindDef['key']; fixedEdit?: string; onLeaveForm?(): void }) {
  const def = contentKinds[kind];
  // A kind with the 'order' sort also lists in the order staff set by dragging.
  const { place, move } = useListPlace(def.sorts, 'newest');
  const { sort, q } = place;
  const drafts = hasDrafts(def.key);
  const status = drafts && isItemStatus(place.status) ? place.status : null;
  const canWrite = useCan('write');
  const edit = canWrite ? (fixedEdit ?? place.edit) : null;
  const [counts, setCounts] = useState<StatusCounts | null>(null);
  const load = useCallback(
    async (page: number, signal: AbortSignal) => {
      const reply = await fetchContentPage<AdminContentItem>(def.api, page, { sort, q, status }, signal);
      setCounts(reply.counts);
      return reply;
    },
    [def, sort, q, status],
  );
  const controlledPage = useCallback((page: number, options?: { replace?: boolean }) => move({ page }, options), [move]);
  const { page, goTo, list, loading, reload } = usePagedList(load, def.key, { page: place.page, goTo: controlledPage });
  // The item whose form is open: the row clicked, or read by the id in the URL (a reload, a link).
  const [editing, setEditing] = useState<AdminContentItem | null>(null);
  const [pendingDelete, setPendingDelete] = useState<AdminContentItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { banner, show, dismiss } = useBanner();
  const heading = useFocusOnAttach<HTMLHeadingElement>(false);
  const afterDelete = useFocusAfterDelete<HTMLElement>(!loading && list);
  const editId = edit !== null && edit !== 'new' && /^[1-9]\d{0,8}$/.test(edit) ? Number(edit) : null;

  useEffect(() => {
    if (editId === null || editing?.id === editId) return;
    let current = true;
    fetchContentItem<AdminContentItem>(def.api, editId).then(
      (item) => current && (item ? setEditing(item) : closeForm(false)),
      (error: unknown) => {
        if (!current) return;
        show({ kind: 'error', text: actionErrorText(error) });
        closeForm(false);
      },
    );
    return () => {
      current = false;
    };
  }, [def, editId, editing, show]);

  function openForm(item: AdminContentItem | null) {
    setEditing(item);
    move({ edit: item ? String(item.id) : 'new' });
  }

  function closeForm(saved: boolean) {
    heading.arm();
    if (onLeaveForm) onLeaveForm();
    else move({ edit: null });
    if (saved) reload();
  }

  const sortOptions: SortOption<OrderedListSort>[] = [
    { value: 'newest', label: 'Newest first' },
    { value: 'oldest', label: 'Oldest first' },
    { value: 'title', label: `${def.columns.find((column) => column.sort === 'title')?.header ?? 'Title'} A–Z` },
    { value: '-title', label: `${def.columns.find((column) => column.sort === 'title')?.header ?? 'Title'} Z–A` },
    ...(def.sorts.includes('order') ? [{ value: 'order' as const, label: 'Display order' }] : []),
  ];
  const sortBy = (next: OrderedListSort) => move({ sort: next, page: 1 });
  // Dragging means something only in display order, over the whole list.
  const orderKind = def.orderKind;
  const reorderable = canWrite && orderKind !== null && sort === 'order' && !q;
  const search = useCallback((next: string) => move({ q: next, page: 1 }, { replace: true }), [move]);

  async function deleteItem(item: AdminContentItem) {
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

  if (edit === 'new' || (editId !== null && editing?.id === editId)) {
    return <ContentForm def={def} item={edit === 'new' ? null : editing} onClose={closeForm} />;
  }
  if (editId !== null) return <Spinner label={`Loading ${def.noun}…`} />;

  return (
    <section ref={afterDelete.sectionRef} className="admin-section" aria-labelledby={`${def.key}-heading`}>
      <div className="admin-section__head">
        <h2 id={`${def.key}-heading`} ref={heading.ref} tabIndex={-1}>{def.heading}</h2>
        {canWrite && (
          <button type="button" className="admin-button admin-button--primary" onClick={() => openForm(null)}>
            <span aria-hidden="true">+</span> Add New
          </button>
        )}
      </div>
      <BannerView banner={banner} onDismiss={dismiss} />
      <div className="admin-list-controls">
        <ListSearch label={`Search ${def.heading.toLowerCase()}`} value={q} onSearch={search} />
        <SortSelect options={sortOptions} value={sort} onChange={sortBy} />
        {drafts && <StatusFilter value={status} counts={counts} onChange={(next) => move({ status: next, page: 1 })} />}
      </div>
      {deleting && <Spinner label="Deleting..." />}
      {loading ? (
        <Spinner label={`Loading ${def.heading.toLowerCase()}…`} />
      ) : (
        <ReorderableList items={list?.items ?? noItems} labelOf={(item) => def.nameOf(item)} onMove={(id, to) => (orderKind ? saveMove(orderKind, id, to) : Promise.reject(new Error('This list has no order of its own.')))}>
        {(ordered) => (
          <div className="admin-table__wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  {reorderable && <th scope="col">Order</th>}
                  {def.columns.map((column) =>
                    column.sort === 'title' ? (
                      <SortableHeader key={column.header} label={column.header} ascending="title" descending="-title" first="ascending" current={sort} onSort={sortBy} />
                    ) : column.sort === 'date' ? (
                      <SortableHeader key={column.header} label={column.header} ascending="oldest" descending="newest" first="descending" current={sort} onSort={sortBy} />
                    ) : (
                      <th key={column.header} scope="col">
                        {column.header}
                      </th>
                    ),
                  )}
                  {drafts && <th scope="col">State</th>}
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {ordered.length > 0 ? (
                  ordered.map((item) => (
                    <ReorderableItem as="tr" key={item.id} id={item.id} disabled={!reorderable}>
                      {(handle) => (
                      <>
                        {reorderable && <td data-label="Order">{handle && <DragHandle handle={handle} label={def.nameOf(item)} />}</td>}
                        {def.columns.map((column) => (
                          <td key={column.header} data-label={column.header}>
                            {column.render(item)}
                          </td>
                        ))}
                        {drafts && (
                          <td data-label="State">
                            <StatusBadge item={item} />
                          </td>
                        )}
                        <td data-label="Actions">
                          <ActionsMenu
                            label={def.nameOf(item)}
                            onEdit={canWrite ? () => openForm(item) : undefined}
                            onDelete={canWrite ? () => setPendingDelete(item) : undefined}
                            // A draft or scheduled item has no public page yet.
                            viewOnSite={(item.status ?? 'published') === 'published' ? def.publicPath?.(item) : undefined}
                          />
                        </td>
                      </>
                      )}
                    </ReorderableItem>
                  ))
                ) : (
                  <tr>
                    <td colSpan={def.columns.length + (drafts ? 2 : 1) + (reorderable ? 1 : 0)} className="admin-table__empty">
                      {q ? `No ${def.heading.toLowerCase()} match “${q}”.` : status ? `No ${def.heading.toLowerCase()} in this state.` : def.emptyMessage}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        )}
        </ReorderableList>
      )}
      {list && <Pagination page={page} totalPages={list.totalPages} onChange={goTo} />}
      {pendingDelete && (
        <ConfirmDialog
          question={`Are you sure you want to delete this ${def.noun}? It moves to the trash, where it can be restored for ${TRASH_RETENTION_DAYS} days.`}
          focus="no"
          onYes={() => void deleteItem(pendingDelete)}
          onNo={() => setPendingDelete(null)}
        />
      )}
    </section>
  );
}
