// The VENTURES section: the paged table (Image, Title, Public grid, State, Actions) and the add /
// edit form. Its page, search, sort, state filter and open form are in the URL (list-url-state.ts).
// Sorted by public display order (and neither searched nor filtered), each row has a drag handle:
// a move is saved at once (issue 24). A viewer sees the list only: no Add, no Edit, no Delete,
// no handles, and no form even by its URL.
import { useCallback, useState } from 'react';
import { BANNER_MS, PUBLIC_VENTURES_MAX } from '@common/constants';
import { TRASH_RETENTION_DAYS } from '@common/editorial';
import { VENTURE_LIST_SORTS, type VentureListSort } from '@common/list-query';
import { narrowestImageUrl } from '@common/image-variants';
import { emptyMessages, successMessages } from '@common/messages';
import { uploadUrl } from '@common/upload-areas';
import { paths } from '@/lib/paths';
import { useCan } from '@/admin-shared/account-context';
import { ActionsMenu } from '@/admin-shared/actions-menu';
import { saveMove, type MoveTo } from '@/admin-shared/api/order';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { useFocusAfterDelete } from '@/admin-shared/focus-after-delete';
import { useFocusOnAttach } from '@/admin-shared/focus-on-attach';
import { isItemStatus, StatusBadge, type StatusCounts, StatusFilter } from '@/admin-shared/item-state';
import { ListSearch, SortableHeader, SortSelect, type SortOption } from '@/admin-shared/list-controls';
import { useListPlace } from '@/admin-shared/list-url-state';
import { Pagination } from '@/admin-shared/pagination-nav';
import { DragHandle, ReorderableList, useReorderableRow } from '@/admin-shared/reorderable-list';
import { usePagedList } from '@/admin-shared/use-paged-list';
import { type AdminVenture, deleteVenturePart, fetchVenturesPage } from './api/ventures';
import { VentureForm } from './venture-form';

const sortOptions: SortOption<VentureListSort>[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'title', label: 'Title A–Z' },
  { value: '-title', label: 'Title Z–A' },
  { value: 'position', label: 'Public display order' },
];

/** A stable empty list: ReorderableList takes a new array as a new order. */
const noVentures: AdminVenture[] = [];

export function VenturesManager() {
  const { place, move } = useListPlace(VENTURE_LIST_SORTS, 'newest');
  const canWrite = useCan('write');
  const { sort, q } = place;
  const edit = canWrite ? place.edit : null;
  const status = isItemStatus(place.status) ? place.status : null;
  const [counts, setCounts] = useState<StatusCounts | null>(null);
  const load = useCallback(
    async (page: number, signal: AbortSignal) => {
      const reply = await fetchVenturesPage(page, { sort, q, status }, signal);
      setCounts(reply.counts);
      return reply;
    },
    [sort, q, status],
  );
  const controlledPage = useCallback((page: number, options?: { replace?: boolean }) => move({ page }, options), [move]);
  const { page, goTo, list, loading, reload, updateItems } = usePagedList(load, 'ventures', { page: place.page, goTo: controlledPage });
  // A move can put a venture on the public grid or off it: the page is read again, without a
  // spinner, so the Public grid column tells the truth (the order shown is the one just saved).
  const moveVenture = useCallback(
    async (id: number, to: MoveTo) => {
      await saveMove('ventures', id, to);
      const fresh = await load(page, new AbortController().signal).catch(() => undefined);
      if (fresh) updateItems(() => fresh.items);
    },
    [load, page, updateItems],
  );
  const sortBy = (next: VentureListSort) => move({ sort: next, page: 1 });
  const search = useCallback((next: string) => move({ q: next, page: 1 }, { replace: true }), [move]);
  const [pendingDelete, setPendingDelete] = useState<AdminVenture | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { banner, show, dismiss } = useBanner();
  const heading = useFocusOnAttach<HTMLHeadingElement>(false);
  const afterDelete = useFocusAfterDelete<HTMLElement>(!loading && list);

  async function deleteVenture(venture: AdminVenture) {
    setPendingDelete(null);
    setDeleting(true);
    try {
      await deleteVenturePart('venture', venture.id);
      afterDelete.rowDeleted(list?.items.findIndex((row) => row.id === venture.id) ?? 0);
      setDeleting(false);
      await show({ kind: 'success', text: successMessages.ventureDeleted }, BANNER_MS.afterDelete);
      reload();
    } catch (error) {
      setDeleting(false);
      show({ kind: 'error', text: actionErrorText(error) });
    }
  }

  // Dragging means something only in display order, over the whole list.
  const reorderable = canWrite && sort === 'position' && !q && status === null;

  const editId = edit !== null && /^[1-9]\d{0,8}$/.test(edit) ? Number(edit) : null;
  if (edit === 'new' || editId !== null) {
    return (
      <VentureForm
        key={edit}
        ventureId={editId}
        onClose={(saved) => {
          heading.arm();
          move({ edit: null });
          if (saved) reload();
        }}
      />
    );
  }

  return (
    <section ref={afterDelete.sectionRef} className="admin-section" aria-labelledby="ventures-heading">
      <div className="admin-section__head">
        <h2 id="ventures-heading" ref={heading.ref} tabIndex={-1}>Ventures</h2>
        {canWrite && (
          <button type="button" className="admin-button admin-button--primary" onClick={() => move({ edit: 'new' })}>
            <span aria-hidden="true">+</span> Add New
          </button>
        )}
      </div>
      <BannerView banner={banner} onDismiss={dismiss} />
      <p className="admin-section__hint">
        The public Ventures page shows the first {PUBLIC_VENTURES_MAX} ventures in display order; the Public grid column says which.
      </p>
      <div className="admin-list-controls">
        <ListSearch label="Search ventures" value={q} onSearch={search} />
        <SortSelect options={sortOptions} value={sort} onChange={sortBy} />
        <StatusFilter value={status} counts={counts} onChange={(next) => move({ status: next, page: 1 })} />
      </div>
      {deleting && <Spinner label="Deleting..." />}
      {canWrite && sort === 'position' && !reorderable && <p className="admin-section__hint">Clear the search and the state filter to put ventures in order by dragging.</p>}
      {loading ? (
        <Spinner label="Loading ventures…" />
      ) : (
        <ReorderableList items={list?.items ?? noVentures} labelOf={(venture) => venture.title} onMove={moveVenture}>
          {(ordered) => (
            <div className="admin-table__wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    {reorderable && <th scope="col">Order</th>}
                    <th scope="col">Image</th>
                    <SortableHeader label="Title" ascending="title" descending="-title" first="ascending" current={sort} onSort={sortBy} />
                    <th scope="col">Public grid</th>
                    <th scope="col">State</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {ordered.length > 0 ? (
                    ordered.map((venture) => (
                      <VentureRow
                        key={venture.id}
                        venture={venture}
                        reorderable={reorderable}
                        onEdit={canWrite ? () => move({ edit: String(venture.id) }) : undefined}
                        onDelete={canWrite ? () => setPendingDelete(venture) : undefined}
                      />
                    ))
                  ) : (
                    <tr>
                      <td colSpan={reorderable ? 6 : 5} className="admin-table__empty">
                        {q ? `No ventures match “${q}”.` : status ? 'No ventures in this state.' : emptyMessages.adminVentures}
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
        <ConfirmDialog focus="no" question={`Are you sure you want to delete this venture? It moves to the trash, where it can be restored for ${TRASH_RETENTION_DAYS} days.`} onYes={() => void deleteVenture(pendingDelete)} onNo={() => setPendingDelete(null)} />
      )}
    </section>
  );
}

function VentureRow({
  venture,
  reorderable,
  onEdit,
  onDelete,
}: {
  venture: AdminVenture;
  reorderable: boolean;
  onEdit: (() => void) | undefined;
  onDelete: (() => void) | undefined;
}) {
  const row = useReorderableRow(venture.id, { disabled: !reorderable });
  // The server says: the rank in this list (sorted as asked) is not the grid's.
  const onGrid = venture.on_public_grid === true;
  // A 64 px thumbnail: the logo's narrowest variant, the original only without one.
  const logo = narrowestImageUrl(venture.logo_variants, uploadUrl('ventureLogos', venture.logo_url));
  return (
    <tr ref={row.ref} style={reorderable ? row.style : undefined} className={row.dragging ? 'admin-reorder-row--dragging' : undefined}>
      {reorderable && (
        <td data-label="Order">
          <DragHandle handle={row.handle} label={venture.title} />
        </td>
      )}
      <td data-label="Image">
        {logo ? <img className="admin-table__thumb" src={logo} alt={venture.title} width={64} height={48} loading="lazy" /> : 'No image'}
      </td>
      <td data-label="Title">{venture.title}</td>
      <td data-label="Public grid">
        <span className={`admin-badge${onGrid ? ' admin-badge--sent' : ''}`}>{onGrid ? 'Shown' : 'Not shown'}</span>
      </td>
      <td data-label="State">
        <StatusBadge item={venture} />
      </td>
      <td data-label="Actions">
        <ActionsMenu
          label={venture.title}
          onEdit={onEdit}
          onDelete={onDelete}
          // A draft or scheduled venture has no public page yet.
          viewOnSite={(venture.status ?? 'published') === 'published' ? paths.venture(venture.slug) : undefined}
        />
      </td>
    </tr>
  );
}
