// One admin section for a listed kind (SPEC §2 "Admin list sections"):
// the paged table with Actions, and the add / edit form that replaces it. Its page, search, sort,
// state filter and open form are in the URL (list-url-state.ts). A kind with drafts shows each item's
// state (draft, scheduled, published; issue 22) and filters by it. A list staff order, sorted by display
// order (not searched), has a drag handle per row: a move is saved at once (issue 24). A viewer
// sees the list only: no Add, no Edit, no Delete, no handles, and no form even by its URL.
// A save keeps the form open on the item, read again; Delete moves the item to the trash at once,
// with Undo in the notice instead of a question first (issue 48). Rows can be chosen (a checkbox
// each, one for the page) and moved to the trash or published together.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { pageSizeOf } from '@common/content-kinds';
import { hasDrafts, isEditorialKind, kindLabels } from '@common/editorial';
import type { OrderedListSort } from '@common/list-query';
import { previewPath } from '@common/preview-paths';
import { useCan } from '@/admin-shared/account-context';
import { ActionsMenu } from '@/admin-shared/actions-menu';
import { saveMove } from '@/admin-shared/api/order';
import { actionErrorText } from '@/admin-shared/admin-errors';
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
import { DragHandle, SortableItem } from '@/admin-shared/sortable-list';
import { ReadOnlyItemNotice } from '@/admin-shared/read-only-item-notice';
import type { SavedNoteText } from '@/admin-shared/saved-note';
import { usePagedList } from '@/admin-shared/use-paged-list';
import { LanguageStatuses, MissingLanguageNotice, translationLanguages, useLanguageStatuses } from '@/admin-shared/language-statuses';
import { TranslationEditor } from '@/admin-shared/translation-editor';
import type { TranslationLang } from '@/admin-shared/api/translations';
import { paths } from '@/lib/paths';
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
  // A new item saved on a page that always shows one form (/blogs/addblog) stays open as itself.
  const [savedNew, setSavedNew] = useState<string | null>(null);
  // ?lang=hi beside ?edit=: that item's Hindi text instead of its English form (issue 50). A viewer
  // reads either read-only, and adds nothing.
  const translating = translationLanguages.find((language) => language.code === place.lang)?.code ?? null;
  // ?missing=hi (the overview's links): the published items without published Hindi, as it counts them.
  const missing = translationLanguages.find((language) => language.code === place.missing) ?? null;
  const edit = canWrite ? (savedNew ?? fixedEdit ?? place.edit) : place.edit === 'new' ? null : place.edit;
  const [counts, setCounts] = useState<StatusCounts | null>(null);
  const load = useCallback(
    async (page: number, signal: AbortSignal) => {
      const reply = await fetchContentPage<AdminContentItem>(def.api, page, { sort, q, status, missing: missing?.code }, signal);
      setCounts(reply.counts);
      return reply;
    },
    [def, sort, q, status, missing],
  );
  const controlledPage = useCallback((page: number, options?: { replace?: boolean }) => move({ page }, options), [move]);
  const { page, goTo, list, loading, reload } = usePagedList(load, def.key, { page: place.page, goTo: controlledPage });
  // The item whose form is open: the row clicked, or read by the id in the URL (a reload, a link).
  const [editing, setEditing] = useState<AdminContentItem | null>(null);
  // The form is shown anew after each save (its item read again), with what the save did.
  const [savedNote, setSavedNote] = useState<SavedNoteText | null>(null);
  const [formVersion, setFormVersion] = useState(0);
  /** Whether a save happened since the form opened: the list is read again when it closes. */
  const savedSinceOpen = useRef(false);
  const { banner, show, dismiss } = useBanner();
  const shownIds = useMemo(() => (list?.items ?? []).map((item) => item.id), [list]);
  const bulk = useBulkSelection(shownIds);
  const heading = useFocusOnAttach<HTMLHeadingElement>(false);
  const afterDelete = useFocusAfterDelete<HTMLElement>(!loading && list);
  const editId = edit !== null && edit !== 'new' && /^[1-9]\d{0,8}$/.test(edit) ? Number(edit) : null;
  const languages = useLanguageStatuses(def.key, edit === null ? shownIds : [], list);

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
    setSavedNote(null);
    move({ edit: item ? String(item.id) : 'new', lang: null });
  }

  /** The address of an item's text in `lang`, from its row in the list. */
  const translationPlace = (item: AdminContentItem, lang: TranslationLang) => {
    const params = new URLSearchParams(window.location.search);
    params.set('edit', String(item.id));
    params.set('lang', lang);
    return { search: `?${params.toString()}` };
  };

  function closeForm(saved: boolean) {
    heading.arm();
    setSavedNote(null);
    if (onLeaveForm) onLeaveForm();
    else move({ edit: null, lang: null });
    if (saved || savedSinceOpen.current) reload();
    savedSinceOpen.current = false;
  }

  /** After a save (with its note), or when the editor loads what another save made: the item as it now stands (its state, its pictures) in a fresh form. */
  async function showSaved(id: number, note: SavedNoteText | null) {
    savedSinceOpen.current = true;
    let fresh: AdminContentItem | undefined;
    try {
      fresh = await fetchContentItem<AdminContentItem>(def.api, id);
    } catch (error) {
      show({ kind: 'error', text: actionErrorText(error) });
    }
    if (!fresh) return closeForm(true);
    setEditing(fresh);
    setSavedNote(note);
    setFormVersion((version) => version + 1);
    if (edit === 'new') {
      if (fixedEdit) setSavedNew(String(id));
      else move({ edit: String(id) }, { replace: true });
    }
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
  const reorderable = canWrite && orderKind !== null && sort === 'order' && !q && status === null;
  // Positions count over the whole list (issue 48): the counts of every state add up to it.
  const pageSize = pageSizeOf(def.key);
  const total = counts ? counts.draft + counts.scheduled + counts.published : (list?.items.length ?? 0);
  const firstPosition = firstPositionOf(page, pageSize);
  const moveItemTo = useMoveRowTo<AdminContentItem>({
    kind: orderKind,
    page,
    pageSize,
    total,
    rows: list?.items ?? null,
    loading,
    nameOf: def.nameOf,
    idsOfPage: async (at) => (await fetchContentPage<AdminContentItem>(def.api, at, { sort: 'order' })).items.map((row) => row.id),
    show,
    reload,
    goTo,
  });
  const search = useCallback((next: string) => move({ q: next, page: 1 }, { replace: true }), [move]);

  const trashKind = isEditorialKind(def.key) ? def.key : null;
  const draftKind = hasDrafts(def.key) ? def.key : null;
  const rowActions = useListRowActions<AdminContentItem>({
    rows: list?.items ?? noItems,
    bulk,
    nameOf: def.nameOf,
    nouns: { one: def.noun, many: kindLabels[def.key].many.toLowerCase() },
    deletedText: def.messages.deleted,
    trash: (item) => deleteContent(def.api, item.id),
    restore: trashKind ? (item) => restoreFromTrash(trashKind, item.id) : undefined,
    publish: draftKind ? (item) => publishItem(draftKind, item.id) : undefined,
    show,
    reload,
    rowDeleted: afterDelete.rowDeleted,
  });

  if (translating && editId !== null && editing?.id === editId) {
    return (
      <TranslationEditor
        key={`${editId}-${translating}`}
        kind={def.key}
        id={editId}
        lang={translating}
        itemName={def.nameOf(editing)}
        fields={def.translation.fields}
        hasPage={def.translation.hasPage}
        onLanguage={(lang) => move({ lang })}
        onEnglish={() => move({ lang: null })}
        onList={() => closeForm(true)}
      />
    );
  }
  if ((canWrite && edit === 'new') || (editId !== null && editing?.id === editId)) {
    // A new item just saved is shown as itself, also in the render before its id reaches the URL.
    const formItem = edit === 'new' && savedNote === null ? null : editing;
    return (
      <ContentForm
        key={`${formItem?.id ?? 'new'}-${formVersion}`}
        def={def}
        item={formItem}
        savedNote={savedNote}
        onClose={closeForm}
        onSaved={(id, note) => void showSaved(id, note)}
        onLoadSaved={() => formItem && void showSaved(formItem.id, null)}
        onTranslate={formItem ? (lang) => move({ lang }) : undefined}
        readOnly={!canWrite}
      />
    );
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
      {missing && <MissingLanguageNotice languageName={missing.name} onShowAll={() => move({ missing: null, page: 1 })} />}
      {!canWrite && place.edit === 'new' && <ReadOnlyItemNotice kind={def.key} edit={place.edit} />}
      {rowActions.choiceControls({ canWrite, selectAll: !loading && shownIds.length > 0 })}
      {loading ? (
        <Spinner label={`Loading ${def.heading.toLowerCase()}…`} />
      ) : (
        <ReorderableList items={list?.items ?? noItems} labelOf={(item) => def.nameOf(item)} firstPosition={firstPosition} total={total} onMove={(id, to) => (orderKind ? saveMove(orderKind, id, to) : Promise.reject(new Error('This list has no order of its own.')))}>
        {(ordered) => (
          <div className="admin-table__wrap">
            <table className="admin-table admin-table--items">
              <thead>
                <tr>
                  {canWrite && <SelectColumnHeader />}
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
                  <th scope="col">Languages</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {ordered.length > 0 ? (
                  ordered.map((item, index) => (
                    <SortableItem as="tr" key={item.id} id={item.id} disabled={!reorderable}>
                      {(handle) => (
                      <>
                        {canWrite && (
                          <td data-label="Select">
                            <SelectRowBox name={def.nameOf(item)} checked={bulk.isSelected(item.id)} onToggle={() => bulk.toggle(item.id)} />
                          </td>
                        )}
                        {reorderable && (
                          <td data-label="Order">
                            <div className="admin-order-cell">
                              {handle && <DragHandle handle={handle} label={def.nameOf(item)} />}
                              <span className="admin-order-cell__position" aria-hidden="true">
                                {firstPosition + index}
                              </span>
                              <MoveToPositionControl label={def.nameOf(item)} position={firstPosition + index} total={total} onMove={(to) => void moveItemTo(item, firstPosition + index, to)} />
                            </div>
                          </td>
                        )}
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
                        <td data-label="Languages">
                          <LanguageStatuses statuses={languages?.get(item.id)} itemName={def.nameOf(item)} linkTo={(lang) => translationPlace(item, lang)} />
                        </td>
                        <td data-label="Actions">
                          <ActionsMenu
                            label={def.nameOf(item)}
                            onEdit={canWrite ? () => openForm(item) : undefined}
                            onOpen={canWrite ? undefined : () => openForm(item)}
                            onDelete={canWrite ? () => void rowActions.deleteRow(item) : undefined}
                            // A draft or scheduled item has no public page yet.
                            viewOnSite={(item.status ?? 'published') === 'published' ? def.publicPath?.(item) : undefined}
                            preview={hasDrafts(def.key) ? previewPath(def.key, item.id) : undefined}
                            history={paths.adminHistory(def.key, item.id)}
                          />
                        </td>
                      </>
                      )}
                    </SortableItem>
                  ))
                ) : (
                  <tr>
                    <td colSpan={def.columns.length + (drafts ? 3 : 2) + (reorderable ? 1 : 0) + (canWrite ? 1 : 0)} className="admin-table__empty">
                      {emptyListMessage(def.heading.toLowerCase(), { q, status, missing }, def.emptyMessage)}
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
