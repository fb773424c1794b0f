// The venture form's subcategories or clients (SPEC §5): a name and a picture per row, a Remove
// button per row (SPEC §4 inline removal, asked of the form), and Add. When a row goes, the focus
// goes to the name of the row that took its place, else to Add. Saved rows have a drag handle: a
// move is saved at once (issue 24); a row not saved yet goes first when the venture is saved.
import type { Dispatch, SetStateAction } from 'react';
import { IMAGE_LIMIT_600KB } from '@common/constants';
import { contentKinds, lengthLimitOf } from '@common/content-kinds';
import { validationMessages } from '@common/messages';
import { saveMove } from '@/admin-shared/api/order';
import { useFocusAfterRowRemoval } from '@/admin-shared/focus-after-delete';
import { ImagePicker } from '@/admin-shared/image-picker';
import { ReorderableList } from '@/admin-shared/reorderable-list';
import { DragHandle, SortableItem } from '@/admin-shared/sortable-list';
import { errorIdOf, FieldError, invalidProps } from '@/admin-shared/field-problems';
import { ImageFieldBox, ListStatus } from './venture-form-errors';
import { type FieldFeedback, fieldIds, type ListStatusText, newKey, type Row, type RowRemoval } from './venture-form-fields';

/** Each list's name field as declared (common/content-kinds.ts): the input stops at its limit. */
const { subcategories, clients } = contentKinds.ventures.childLists;
const nameMaxLength = {
  subcategory: lengthLimitOf('name', subcategories.fields.name)?.chars,
  client: lengthLimitOf('client_name', clients.fields.client_name)?.chars,
};

export function VentureRowList({
  kind,
  rows,
  setRows,
  isEdit,
  marksRequired,
  feedback,
  status,
  onRemove,
}: {
  kind: 'subcategory' | 'client';
  rows: Row[];
  setRows: Dispatch<SetStateAction<Row[]>>;
  isEdit: boolean;
  /** A new, draft or scheduled venture: the marks say what publishing needs (publish-actions.tsx). */
  marksRequired: boolean;
  feedback: FieldFeedback;
  status: ListStatusText | undefined;
  onRemove(removal: RowRemoval): void;
}) {
  const { messageOf, settle, picked, tooLarge, touch } = feedback;
  const isSub = kind === 'subcategory';
  const label = isSub ? 'Subcategory' : 'Client';
  const addId = fieldIds.addRow(kind);
  useFocusAfterRowRemoval(
    rows.map((row) => row.key),
    (key) => document.getElementById(fieldIds.rowName(key)),
    () => document.getElementById(addId),
  );
  const update = (key: string, change: Partial<Row>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
    touch();
  };

  return (
    <fieldset className="admin-fieldset">
      <legend>{isSub ? 'Subcategories (optional)' : `Clients${marksRequired ? ' (each needs a name and an image)' : ''}`}</legend>
      {rows.length === 0 && <p className="admin-field__hint">{isSub ? 'No subcategories yet.' : 'No clients yet.'}</p>}
      <ReorderableList
        items={rows}
        keyOf={(row) => row.key}
        savedIdOf={(row) => row.id}
        labelOf={(row) => row.name || label}
        onReorder={setRows}
        onMove={(id, to) => saveMove(isSub ? 'subcategories' : 'clients', id, to)}
      >
        {(ordered) => ordered.map((row, index) => {
          const nameId = fieldIds.rowName(row.key);
          const imageId = fieldIds.rowImage(row.key);
          return (
            <SortableItem key={row.key} id={row.key} disabled={row.id === undefined} className="admin-row">
              {(handle) => (
                <>
                  <div className="admin-row__head">
                    {handle && <DragHandle handle={handle} label={`${label.toLowerCase()} ${row.name || index + 1}`} />}
                    <h3>
                      {label} {index + 1}
                      {row.id === undefined && isEdit && <span className="admin-badge admin-badge--new">Not saved yet</span>}
                    </h3>
                    <button
                      type="button"
                      className="admin-button admin-button--danger admin-button--small"
                      onClick={() => onRemove({ type: kind, key: row.key, id: row.id, what: `${label.toLowerCase()} ${row.name ? `'${row.name}'` : index + 1}` })}
                    >
                      Remove {label.toLowerCase()} {index + 1}
                    </button>
                  </div>
                  <div className="admin-row__fields">
                    <div className="admin-field">
                      <label htmlFor={nameId}>
                        {label} {index + 1} name
                      </label>
                      <input
                        maxLength={nameMaxLength[kind]}
                        id={nameId}
                        value={row.name}
                        {...invalidProps(nameId, messageOf(nameId))}
                        onChange={(event) => {
                          update(row.key, { name: event.target.value });
                          settle(nameId);
                        }}
                      />
                      <FieldError fieldId={nameId} message={messageOf(nameId)} />
                    </div>
                    <ImageFieldBox id={imageId}>
                      <ImagePicker
                        error={messageOf(imageId)}
                        errorId={errorIdOf(imageId)}
                        label={`${label} ${index + 1} image`}
                        file={row.file}
                        currentUrl={row.currentUrl}
                        maxBytes={IMAGE_LIMIT_600KB}
                        tooLargeMessage={isSub ? validationMessages.subcategoryImageTooLarge : validationMessages.clientImageTooLarge}
                        hint={isSub ? 'Recommended 400 × 700 px' : 'Any size'}
                        onChange={(file) => {
                          update(row.key, file ? { file, media: null } : { file });
                          picked(imageId);
                        }}
                        onTooLarge={tooLarge(imageId)}
                        library={{
                          chosen: row.media ?? null,
                          onChoose: (media) => {
                            update(row.key, media ? { media, file: null } : { media: null });
                            picked(imageId);
                          },
                        }}
                      />
                    </ImageFieldBox>
                  </div>
                </>
              )}
            </SortableItem>
          );
        })}
      </ReorderableList>
      <ListStatus status={status} />
      <button
        type="button"
        id={addId}
        className="admin-button admin-button--add"
        onClick={() => {
          setRows((current) => [...current, { key: newKey(), name: '', file: null }]);
          touch();
        }}
      >
        <span aria-hidden="true">+</span> Add {label.toLowerCase()}
      </button>
    </fieldset>
  );
}
