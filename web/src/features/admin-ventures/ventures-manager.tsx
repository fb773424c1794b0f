// The VENTURES section: the paged table (Image, Title, Public grid, State, Actions) and the add /
// edit form. Its page, search, sort, state filter and open form are in the URL (list-url-state.ts).
// Sorted by public display order (and neither searched nor filtered), each row has a drag handle:
// a move is saved at once (issue 24). A viewer sees the list only: no Add, no Edit, no Delete,
// no handles, and no form even by its URL. A save keeps the form open on the venture; Delete moves
// it to the trash at once, with Undo in the notice (issue 48). Rows can be chosen (a checkbox each,
// one for the page) and moved to the trash or published together. The Languages column and
// ?edit=<id>&lang=hi (a venture's Hindi text, its child rows' too) are the listed kinds' (issue 50).
import { useCallback, useMemo, useRef, useState } from 'react';
import { PAGE_SIZE, PUBLIC_VENTURES_MAX } from '@common/constants';
import { VENTURE_LIST_SORTS, type VentureListSort } from '@common/list-query';
import { narrowestImageUrl } from '@common/image-variants';
import { emptyMessages, successMessages } from '@common/messages';
import { previewPath } from '@common/preview-paths';
import { uploadUrl } from '@common/upload-areas';
import { paths } from '@/lib/paths';
import { useCan } from '@/admin-shared/account-context';
import { ActionsMenu } from '@/admin-shared/actions-menu';
import { saveMove, type MoveTo } from '@/admin-shared/api/order';
import { publishItem } from '@/admin-shared/api/item-status';
import { restoreFromTrash } from '@/admin-shared/api/trash';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { SelectColumnHeader, SelectRowBox, useBulkSelection } from '@/admin-shared/bulk-actions';
import { emptyListMessage } from '@/admin-shared/empty-list-message';
import { useFocusAfterDelete } from '@/admin-shared/focus-after-delete';
import { useFocusOnAttach } from '@/admin-shared/focus-on-attach';
import { isItemStatus, StatusBadge, type StatusCounts, StatusFilter } from '@/admin-shared/item-state';
import { useListRowActions } from '@/admin-shared/list-row-actions';
import { ListSearch, SortableHeader, SortSelect, type SortOption } from '@/admin-shared/list-controls';
import { firstPositionOf, MoveToPositionControl, useMoveRowTo } from '@/admin-shared/move-to-position';
import { useListPlace } from '@/admin-shared/list-url-state';
import { Pagination } from '@/admin-shared/pagination-nav';
import { ReorderableList } from '@/admin-shared/reorderable-list';
import { DragHandle, useSortableRow } from '@/admin-shared/sortable-list';
import { ReadOnlyItemNotice } from '@/admin-shared/read-only-item-notice';
import type { SavedNoteText } from '@/admin-shared/saved-note';
import { usePagedList } from '@/admin-shared/use-paged-list';
import { LanguageStatuses, MissingLanguageNotice, translationLanguages, useLanguageStatuses } from '@/admin-shared/language-statuses';
import { TranslationEditor } from '@/admin-shared/translation-editor';
import { ownTranslationFields } from '@/admin-shared/translation-fields';
import type { LanguageStatus, TranslationLang } from '@/admin-shared/api/translations';
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

/** A venture's own translatable fields; its child rows' are listed by the server per venture. */
const translationFields = ownTranslationFields('ventures');

/** The address of a venture's text in `lang`, kept beside the list's own place. */
function translationPlace(id: number, lang: TranslationLang) {
  const params = new URLSearchParams(window.location.search);
  params.set('edit', String(id));
  params.set('lang', lang);
  return { search: `?${params.toString()}` };
}

export function VenturesManager() {
  const { place, move } = useListPlace(VENTURE_LIST_SORTS, 'newest');
  const canWrite = useCan('write');
  const { sort, q } = place;
  // ?lang=hi beside ?edit=: that venture's Hindi text instead of its English form; a viewer may read it there.
  const translating = translationLanguages.find((language) => language.code === place.lang)?.code ?? null;
  const edit = canWrite ? place.edit : place.edit === 'new' ? null : place.edit;
  const status = isItemStatus(place.status) ? place.status : null;
  // ?missing=hi (the overview's links): the published ventures without published Hindi, as it counts them.
  const missing = translationLanguages.find((language) => language.code === place.missing) ?? null;
  const [counts, setCounts] = useState<StatusCounts | null>(null);
  const load = useCallback(
    async (page: number, signal: AbortSignal) => {
      const reply = await fetchVenturesPage(page, { sort, q, status, missing: missing?.code }, signal);
      setCounts(reply.counts);
      return reply;
    },
    [sort, q, status, missing],
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
  // The venture just saved, shown anew (read again) with what the save did; for a new one also
  // in the render before its id reaches the URL.
  const [justSaved, setJustSaved] = useState<{ id: number; note: SavedNoteText | null; version: number } | null>(null);
  const savedSinceOpen = useRef(false);
  const { banner, show, dismiss } = useBanner();
  const shownIds = useMemo(() => (list?.items ?? []).map((venture) => venture.id), [list]);
  const bulk = useBulkSelection(shownIds);
  const languages = useLanguageStatuses('ventures', edit === null ? shownIds : [], list);

  const heading = useFocusOnAttach<HTMLHeadingElement>(false);
  const afterDelete = useFocusAfterDelete<HTMLElement>(!loading && list);
  const rowActions = useListRowActions<AdminVenture>({
    rows: list?.items ?? noVentures,
    bulk,
    nameOf: (venture) => venture.title,
    nouns: { one: 'venture', many: 'ventures' },
    deletedText: successMessages.ventureDeleted,
    trash: (venture) => deleteVenturePart('venture', venture.id),
    restore: (venture) => restoreFromTrash('ventures', venture.id),
    publish: (venture) => publishItem('ventures', venture.id),
    show,
    reload,
    rowDeleted: afterDelete.rowDeleted,
  });

  const openForm = (target: string) => {
    setJustSaved(null);
    move({ edit: target, lang: null });
  };

  // Dragging means something only in display order, over the whole list.
  const reorderable = canWrite && sort === 'position' && !q && status === null;
  // Positions count over the whole list (issue 48): the counts of every state add up to it.
  const total = counts ? counts.draft + counts.scheduled + counts.published : (list?.items.length ?? 0);
  const firstPosition = firstPositionOf(page, PAGE_SIZE.adminVentures);
  const moveVentureTo = useMoveRowTo<AdminVenture>({
    kind: 'ventures',
    page,
    pageSize: PAGE_SIZE.adminVentures,
    total,
    rows: list?.items ?? null,
    loading,
    nameOf: (venture) => venture.title,
    idsOfPage: async (at) => (await fetchVenturesPage(at, { sort: 'position' })).items.map((row) => row.id),
    show,
    reload,
    goTo,
  });

  const editId = edit !== null && /^[1-9]\d{0,8}$/.test(edit) ? Number(edit) : null;
  if (translating && editId !== null) {
    return (
      <TranslationEditor
        key={`${editId}-${translating}`}
        kind="ventures"
        id={editId}
        lang={translating}
        itemName={list?.items.find((venture) => venture.id === editId)?.title}
        fields={translationFields}
        hasPage
        onLanguage={(lang) => move({ lang })}
        onEnglish={() => move({ lang: null })}
        onList={() => {
          heading.arm();
          move({ edit: null, lang: null });
          reload();
        }}
      />
    );
  }
  if ((canWrite && edit === 'new') || editId !== null) {
    const shown = edit === 'new' && justSaved ? justSaved.id : editId;
    const note = justSaved && justSaved.id === shown ? justSaved : null;
    return (
      <VentureForm
        key={`${shown ?? 'new'}-${note?.version ?? 0}`}
        ventureId={shown}
        savedNote={note?.note ?? null}
        onTranslate={shown !== null ? (lang) => move({ lang }) : undefined}
        readOnly={!canWrite}
        onSaved={(id, savedNote) => {
          savedSinceOpen.current = true;
          setJustSaved((current) => ({ id, note: savedNote, version: (current?.version ?? 0) + 1 }));
          if (edit === 'new') move({ edit: String(id) }, { replace: true });
        }}
        onLoadSaved={(id) => {
          savedSinceOpen.current = true;
          setJustSaved((current) => ({ id, note: null, version: (current?.version ?? 0) + 1 }));
        }}
        onClose={(saved) => {
          heading.arm();
          setJustSaved(null);
          move({ edit: null });
          if (saved || savedSinceOpen.current) reload();
          savedSinceOpen.current = false;
        }}
      />
    );
  }

  return (
    <section ref={afterDelete.sectionRef} className="admin-section" aria-labelledby="ventures-heading">
      <div className="admin-section__head">
        <h2 id="ventures-heading" ref={heading.ref} tabIndex={-1}>Ventures</h2>
        {canWrite && (
          <button type="button" className="admin-button admin-button--primary" onClick={() => openForm('new')}>
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
      {missing && <MissingLanguageNotice languageName={missing.name} onShowAll={() => move({ missing: null, page: 1 })} />}
      {!canWrite && place.edit === 'new' && <ReadOnlyItemNotice kind="ventures" edit={place.edit} />}
      {rowActions.choiceControls({ canWrite, selectAll: !loading && shownIds.length > 0 })}
      {canWrite && sort === 'position' && !reorderable && <p className="admin-section__hint">Clear the search and the state filter to put ventures in order by dragging.</p>}
      {loading ? (
        <Spinner label="Loading ventures…" />
      ) : (
        <ReorderableList items={list?.items ?? noVentures} labelOf={(venture) => venture.title} onMove={moveVenture} firstPosition={firstPosition} total={total}>
          {(ordered) => (
            <div className="admin-table__wrap">
              <table className="admin-table admin-table--items">
                <thead>
                  <tr>
                    {canWrite && <SelectColumnHeader />}
                    {reorderable && <th scope="col">Order</th>}
                    <th scope="col">Image</th>
                    <SortableHeader label="Title" ascending="title" descending="-title" first="ascending" current={sort} onSort={sortBy} />
                    <th scope="col">Public grid</th>
                    <th scope="col">State</th>
                    <th scope="col">Languages</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {ordered.length > 0 ? (
                    ordered.map((venture, index) => (
                      <VentureRow
                        key={venture.id}
                        venture={venture}
                        reorderable={reorderable}
                        position={firstPosition + index}
                        total={total}
                        languages={languages?.get(venture.id)}
                        onMoveTo={(to) => void moveVentureTo(venture, firstPosition + index, to)}
                        selection={canWrite ? { checked: bulk.isSelected(venture.id), onToggle: () => bulk.toggle(venture.id) } : undefined}
                        onEdit={canWrite ? () => openForm(String(venture.id)) : undefined}
                        onOpen={canWrite ? undefined : () => openForm(String(venture.id))}
                        onDelete={canWrite ? () => void rowActions.deleteRow(venture) : undefined}
                      />
                    ))
                  ) : (
                    <tr>
                      <td colSpan={(reorderable ? 7 : 6) + (canWrite ? 1 : 0)} className="admin-table__empty">
                        {emptyListMessage('ventures', { q, status, missing }, emptyMessages.adminVentures)}
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
      {rowActions.publishQuestion}
    </section>
  );
}

function VentureRow({
  venture,
  reorderable,
  position,
  total,
  languages,
  onMoveTo,
  selection,
  onEdit,
  onOpen,
  onDelete,
}: {
  venture: AdminVenture;
  reorderable: boolean;
  /** Its place in the whole list, and the list's length (issue 48). */
  position: number;
  total: number;
  /** Its Hindi and Marathi states; undefined while they load. */
  languages: LanguageStatus[] | undefined;
  onMoveTo(to: number): void;
  /** Its checkbox for the bulk actions; absent for a viewer. */
  selection: { checked: boolean; onToggle(): void } | undefined;
  onEdit: (() => void) | undefined;
  /** A viewer's: the form, read-only. */
  onOpen: (() => void) | undefined;
  onDelete: (() => void) | undefined;
}) {
  const row = useSortableRow(venture.id, { disabled: !reorderable });
  // The server says: the rank in this list (sorted as asked) is not the grid's.
  const onGrid = venture.on_public_grid === true;
  // A 64 px thumbnail: the logo's narrowest variant, the original only without one.
  const logo = narrowestImageUrl(venture.logo_variants, uploadUrl('ventureLogos', venture.logo_url));
  return (
    <tr ref={row.ref} style={reorderable ? row.style : undefined} className={row.dragging ? 'admin-reorder-row--dragging' : undefined}>
      {selection && (
        <td data-label="Select">
          <SelectRowBox name={venture.title} checked={selection.checked} onToggle={selection.onToggle} />
        </td>
      )}
      {reorderable && (
        <td data-label="Order">
          <div className="admin-order-cell">
            <DragHandle handle={row.handle} label={venture.title} />
            <span className="admin-order-cell__position" aria-hidden="true">
              {position}
            </span>
            <MoveToPositionControl label={venture.title} position={position} total={total} onMove={onMoveTo} />
          </div>
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
      <td data-label="Languages">
        <LanguageStatuses statuses={languages} itemName={venture.title} linkTo={(lang) => translationPlace(venture.id, lang)} />
      </td>
      <td data-label="Actions">
        <ActionsMenu
          label={venture.title}
          onEdit={onEdit}
          onOpen={onOpen}
          onDelete={onDelete}
          // A draft or scheduled venture has no public page yet.
          viewOnSite={(venture.status ?? 'published') === 'published' ? paths.venture(venture.slug) : undefined}
          preview={previewPath('ventures', venture.id)}
          history={paths.adminHistory('ventures', venture.id)}
        />
      </td>
    </tr>
  );
}
