// The add / edit form of a content manager: fields from the kind's definition, image limits
// checked before upload, the Saving/Updating spinner and the spec's banners. News and blogs save
// as a draft, publish or schedule (issue 22) and can be previewed; every kind autosaves its text
// fields and offers them back after a closed tab. A save keeps the editor on the item with "Saved"
// and the time, and asks nothing unless it puts the item on the site or takes it off; before that,
// every field that stops it is marked and the focus goes to the first (issue 48). A role that
// changes nothing reads the same form with every field read-only and no save.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_MS, STARS_MAX, STARS_MIN } from '@common/constants';
import { mediaMessages } from '@common/media';
import { hasDrafts } from '@common/editorial';
import { adminErrorMessages } from '@common/messages';
import { isBlankHtml, visibleTextLength } from '@common/plain-text';
import { paths } from '@/lib/paths';
import { useCan } from '@/admin-shared/account-context';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { AutosaveOffer } from '@/admin-shared/autosave-offer';
import { MissedScheduleNotice } from '@/admin-shared/missed-schedule-notice';
import { changedSinceIn, ChangedSinceNotice, useChangedSince } from '@/admin-shared/changed-since';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { errorIdOf, FieldError, type FieldIssue, focusField, invalidProps } from '@/admin-shared/field-problems';
import { useFocusOnAttach } from '@/admin-shared/focus-on-attach';
import { appendImageChoice, currentInLibrary, hasNewPicture, imageChoiceOf, type ImageChoice, lacksAltText, withFile, withMedia } from '@/admin-shared/image-choice';
import { ImagePicker } from '@/admin-shared/image-picker';
import { openPreview, previewErrorText } from '@/admin-shared/preview';
import {
  actionTexts,
  defaultAction,
  goesOut,
  type ItemState,
  mayBeUnfinished,
  needsWhatPublishingNeeds,
  publicStepQuestions,
  type PublishAction,
  setActionFields,
  unfinishedDraftHint,
} from '@/admin-shared/publish-actions';
import { ItemFormActions } from '@/admin-shared/item-form-actions';
import { ReadOnlyItemNotice } from '@/admin-shared/read-only-item-notice';
import { RichTextField } from '@/admin-shared/rich-text-field';
import { SavedNote, type SavedNoteText } from '@/admin-shared/saved-note';
import { SharePreviewLink } from '@/admin-shared/share-preview-link';
import { useSiteTranslationLanguages } from '@/admin-shared/language-statuses';
import type { TranslationLang } from '@/admin-shared/api/translations';
import { confirmDiscardChanges, useUnsavedChanges } from '@/admin-shared/unsaved-changes';
import { useAutosave } from '@/admin-shared/use-autosave';
import { saveShortcut } from '@/admin-shared/save-shortcut';
import { saveContent } from './api/content';
import type { FieldDef } from './admin-fields';
import type { AdminContentItem, ContentKindDef } from './admin-kinds';
import './content-form.css';
import { RequiredMark } from '@/admin-shared/required-mark';

/** The DOM id of a field's control (an image field's: the box around its picker). */
const fieldIdOf = (name: string) => `field-${name}`;
const altIdOf = (name: string) => `field-${name}-alt`;

export function ContentForm({
  def,
  item,
  onClose,
  onSaved,
  onLoadSaved,
  savedNote = null,
  onTranslate,
  readOnly = false,
}: {
  def: ContentKindDef;
  item: AdminContentItem | null;
  onClose(saved: boolean): void;
  /** A save succeeded: the manager reads the item again and shows the form anew with `note`. */
  onSaved(id: number, note: SavedNoteText): void;
  /** The item was saved elsewhere since the form read it and the editor drops their changes: the manager reads it again. */
  onLoadSaved(): void;
  /** The last save's outcome, shown at the top (the form was shown anew after it). */
  savedNote?: SavedNoteText | null;
  /** Opens the item's text in another language (issue 50); none for a new item. */
  onTranslate?(lang: TranslationLang): void;
  /** Shown to a role that changes nothing: every field read-only, no save, no autosave. */
  readOnly?: boolean;
}) {
  const isEdit = item !== null;
  const siteLanguages = useSiteTranslationLanguages();
  const drafts = hasDrafts(def.key);
  const state: ItemState = { status: item ? (item.status ?? 'published') : null, publish_at: item?.publish_at ?? null };
  const initial = item ? def.valuesOf(item) : {};
  const [values, setValues] = useState<Record<string, string>>(initial);
  // Each image field: a new file or library picture, and the alt text of the picture it keeps (issue 24).
  const [images, setImages] = useState<Record<string, ImageChoice>>(() =>
    Object.fromEntries(def.fields.filter((field) => field.kind === 'image').map((field) => [field.name, imageChoiceOf(item, field.name)])),
  );
  const [dirty, setDirty] = useState(false);
  const canWrite = useCan('write');
  /** The save waiting for the editor's Yes (a plain save for a kind without drafts). */
  const [confirming, setConfirming] = useState<PublishAction | null>(null);
  const [saving, setSaving] = useState(false);
  /** Saved: the form waits for the item as it now stands; nothing more to edit meanwhile. */
  const [saved, setSaved] = useState(false);
  // What the last Save or Publish found in the way, by field; an entry goes when its field is edited.
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [failedChecks, setFailedChecks] = useState(0);
  const { banner, show, dismiss } = useBanner();
  const readAt = item && 'updated_at' in item ? (item.updated_at ?? null) : null;
  /** A save refused because the item was saved since; the action to send again over it. */
  const changes = useChangedSince<PublishAction>();
  // After a save the saved note takes the focus instead (saved-note.tsx).
  const heading = useFocusOnAttach<HTMLHeadingElement>(savedNote === null);
  useUnsavedChanges(dirty && !saving);
  const autosaveKey = item ? item.id : 'new';
  const autosave = useAutosave({
    kind: def.key,
    key: autosaveKey,
    fields: values,
    dirty: dirty && !saving && !saved,
    itemUpdatedAt: readAt,
    enabled: !readOnly,
  });

  // The first field in the way takes the focus once its message is on the page.
  useEffect(() => {
    if (failedChecks > 0 && issues[0]) focusField(issues[0].id);
    // Only a new failed check moves the focus (this effect runs on its count), not an issue settled by an edit.
  }, [failedChecks]);

  /** The editor acted on a field: its message from the last check no longer stands. */
  const settle = (...ids: string[]) => setIssues((current) => (current.some((issue) => ids.includes(issue.id)) ? current.filter((issue) => !ids.includes(issue.id)) : current));
  const messageOf = (id: string) => issues.find((issue) => issue.id === id)?.message;

  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    settle(fieldIdOf(name));
    setDirty(true);
  };

  /**
   * Every field that stops `action`, in the form's order: the server's rules (a required field, a
   * picture required on add, a text too long or malformed) and, for an item that goes on the
   * site (every save of a kind without drafts), alt text for each picture (the publish gate,
   * media/item-pictures.ts).
   */
  function findIssues(action: PublishAction): FieldIssue[] {
    const found: FieldIssue[] = [];
    // A kind without drafts is on the site with every save, so the server's gate applies to each.
    const checksAlt = drafts ? goesOut(action, state) : true;
    // A draft may be saved with its title alone; what it lacks is asked for when it goes out (editorial/publishable.ts).
    const asDraft = drafts && action.status === 'draft';
    const picturesNeeded = drafts ? needsWhatPublishingNeeds(action, state) : !isEdit;
    const hasCurrentPicture = item !== null && def.imageOf(item) !== null;
    for (const field of def.fields) {
      const id = fieldIdOf(field.name);
      if (field.kind === 'image') {
        const choice = images[field.name];
        if (field.requiredOnAdd && picturesNeeded && !hasNewPicture(choice) && !hasCurrentPicture) found.push({ id, message: field.requiredOnAdd });
        else if (checksAlt && lacksAltText(choice, isEdit && currentInLibrary(item, field.name))) found.push({ id: altIdOf(field.name), message: mediaMessages.altTextRequired });
        continue;
      }
      const value = (values[field.name] ?? '').trim();
      const missing = field.kind === 'rich' ? isBlankHtml(value) : value === '';
      if (missing && (!asDraft || field.name === def.titleField)) found.push({ id, message: field.requiredMessage });
      else if (field.kind === 'rich' && field.maxLength !== undefined && visibleTextLength(value) > field.maxLength && field.tooLongMessage) found.push({ id, message: field.tooLongMessage });
      else if (field.kind === 'text' && field.onEdit && isEdit && value !== '' && !new RegExp(`^(?:${field.onEdit.pattern})$`).test(value)) found.push({ id, message: field.onEdit.message });
    }
    return found;
  }

  async function leave() {
    if (await confirmDiscardChanges()) onClose(false);
  }

  /** Checks first; then a public step asks (its dialog says what happens), anything else saves at once. */
  function requestSave(action: PublishAction) {
    const found = findIssues(action);
    setIssues(found);
    if (found.length > 0) {
      show({ kind: 'error', text: found[0]!.message });
      setFailedChecks((count) => count + 1);
      return;
    }
    // An error shown for an earlier attempt no longer applies.
    dismiss();
    if (texts(action).question) setConfirming(action);
    else void save(action);
  }

  function recover() {
    const fields = autosave.recover();
    const known = Object.fromEntries(def.fields.filter((field) => field.kind !== 'image' && typeof fields[field.name] === 'string').map((field) => [field.name, fields[field.name] as string]));
    setValues((current) => ({ ...current, ...known }));
    setDirty(true);
  }

  async function preview() {
    if (!hasDrafts(def.key)) return;
    try {
      await openPreview(def.key, autosaveKey, dirty || !isEdit ? autosave.saveNow : null);
    } catch (error) {
      show({ kind: 'error', text: previewErrorText(error, actionErrorText) });
    }
  }

  const plainTexts = { added: def.messages.added, updated: def.messages.updated };
  // A kind without drafts is on the site once added: the add is a public step, an update is not.
  const texts = (action: PublishAction): { question?: string; success: string } =>
    drafts
      ? actionTexts(action, state, def.noun, plainTexts)
      : isEdit
        ? { success: def.messages.updated }
        : { question: publicStepQuestions.publishNow, success: def.messages.added };

  async function save(action: PublishAction) {
    const from = changes.from(readAt);
    setConfirming(null);
    changes.clear();
    setSaving(true);
    const form = new FormData();
    form.set('type', isEdit ? 'update' : 'insert');
    if (item) form.set('id', String(item.id));
    if (item && from) form.set('expected_updated_at', from);
    if (drafts) setActionFields(form, action);
    for (const field of def.fields) {
      if (field.kind === 'image') {
        const choice = images[field.name];
        if (choice) appendImageChoice(form, field.name, choice);
      } else {
        const value = values[field.name] ?? '';
        form.set(field.name, field.kind === 'stars' && isEdit ? Number(value).toFixed(1) : value);
      }
    }
    if (!isEdit) for (const name of def.form.addSendsEmpty) form.set(name, '');
    let savedId: number;
    try {
      savedId = (await saveContent(def.api, form)).id ?? item?.id ?? 0;
    } catch (error) {
      setSaving(false);
      if (changes.keep(changedSinceIn(error), action)) return;
      // SPEC §8: 'Error: ' and the server's text, or a kind's own way (investors: the text as it is).
      const plain = def.form.saveErrors;
      const fallback = plain && isEdit ? plain.onUpdate : adminErrorMessages.generic;
      show({ kind: 'error', text: plain ? actionErrorText(error, fallback).replace(/^Error: /, '') : actionErrorText(error, fallback) });
      return;
    }
    setSaving(false);
    setSaved(true);
    setDirty(false);
    autosave.clear();
    onSaved(savedId, { text: texts(action).success, at: new Date().toISOString() });
  }

  return (
    <section className="admin-section" aria-labelledby="content-form-heading">
      <div className="admin-section__head">
        <h2 id="content-form-heading" ref={heading.ref} tabIndex={-1}>
          {readOnly ? 'View' : isEdit ? 'Edit' : 'Add'} {def.noun}
        </h2>
        <div className="admin-section__tools">
          {item && (
            <Link className="admin-button" to={paths.adminHistory(def.key, item.id)}>
              History
            </Link>
          )}
          {onTranslate &&
            siteLanguages?.map((language) => (
              <button key={language.code} type="button" className="admin-button" onClick={() => onTranslate(language.code)}>
                {language.name} text
              </button>
            ))}
          <button type="button" className="admin-button" onClick={() => void leave()}>
            ← Back
          </button>
        </div>
      </div>
      {readOnly && item && <ReadOnlyItemNotice kind={def.key} edit={String(item.id)} />}
      <SavedNote note={savedNote} />
      <BannerView banner={banner} onDismiss={dismiss} />
      {item && (
        <ChangedSinceNotice
          changes={changes}
          history={{ kind: def.key, id: item.id }}
          onSaveOver={(action) => void save(action)}
          onLoadSaved={() => {
            setDirty(false);
            autosave.clear();
            onLoadSaved();
          }}
        />
      )}
      {drafts && <MissedScheduleNotice missedAt={item?.missed_schedule_at} />}
      {autosave.offer && !saved && <AutosaveOffer savedAt={autosave.offer.saved_at} onRecover={recover} onDiscard={autosave.discard} />}
      <form
        className={`admin-form${readOnly ? ' admin-form--read-only' : ''}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) requestSave(drafts ? defaultAction(state) : { name: 'keep' });
        }}
        noValidate
        aria-busy={saving}
      >
        <fieldset className="admin-form__body" disabled={saving || saved || readOnly}>
        {drafts && mayBeUnfinished(state) && <p className="admin-field__hint">{unfinishedDraftHint}</p>}
        {def.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            isEdit={isEdit}
            image={images[field.name]}
            currentImage={item ? def.imageOf(item) : null}
            error={messageOf(fieldIdOf(field.name))}
            altError={messageOf(altIdOf(field.name))}
            readOnly={readOnly}
            onValue={(value) => set(field.name, value)}
            onImage={(change, how) => {
              setImages((current) => ({ ...current, [field.name]: change(current[field.name] ?? imageChoiceOf(null, field.name)) }));
              settle(fieldIdOf(field.name), altIdOf(field.name));
              if (!how?.found) setDirty(true);
            }}
            onTooLarge={(message) => void show({ kind: 'error', text: message }, BANNER_MS.error)}
          />
        ))}
        </fieldset>
        {readOnly ? null : drafts ? (
          <ItemFormActions
            state={state}
            saving={saving}
            saved={saved}
            isEdit={isEdit}
            onAction={requestSave}
            onPreview={() => void preview()}
            onCancel={() => void leave()}
          />
        ) : (
          <div className="admin-form__actions">
            <button type="submit" className="admin-button admin-button--primary" disabled={saving || saved} {...saveShortcut}>
              Save
            </button>
            <button type="button" className="admin-button" onClick={() => void leave()}>
              Cancel
            </button>
            {saving && <Spinner label={isEdit ? 'Updating...' : 'Saving...'} />}
          </div>
        )}
      </form>
      {item && canWrite && hasDrafts(def.key) && <SharePreviewLink kind={def.key} id={item.id} />}
      {confirming && <ConfirmDialog question={texts(confirming).question ?? ''} onYes={() => void save(confirming)} onNo={() => setConfirming(null)} />}
    </section>
  );
}

function Field(props: {
  field: FieldDef;
  value: string;
  isEdit: boolean;
  image: ImageChoice | undefined;
  currentImage: string | null;
  /** What stops a save at this field (field-problems.tsx), and at its picture's alt text. */
  error: string | undefined;
  altError: string | undefined;
  /** The text editor follows this (the fieldset makes the other controls read-only). */
  readOnly: boolean;
  onValue(value: string): void;
  /** `found`: what the library says of the current picture, not an edit. */
  onImage(change: (choice: ImageChoice) => ImageChoice, how?: { found: true }): void;
  onTooLarge(message: string): void;
}) {
  const { field, value, isEdit, error } = props;
  const id = fieldIdOf(field.name);
  switch (field.kind) {
    case 'image': {
      const [maxBytes, message] = isEdit ? field.limits.edit : field.limits.add;
      const image = props.image ?? imageChoiceOf(null, field.name);
      return (
        <div id={id} className="admin-image-field">
        <ImagePicker
          label={field.label}
          error={error}
          errorId={errorIdOf(id)}
          file={image.file}
          currentUrl={isEdit ? props.currentImage : null}
          maxBytes={maxBytes}
          tooLargeMessage={message}
          required={Boolean(field.requiredOnAdd) && !props.currentImage}
          hint={props.currentImage ? 'Leave empty to keep the current image' : undefined}
          onChange={(file) => props.onImage((choice) => withFile(choice, file))}
          onTooLarge={props.onTooLarge}
          library={{ chosen: image.media, onChoose: (media) => props.onImage((choice) => withMedia(choice, media)) }}
          alt={{
            text: image.alt,
            decorative: image.decorative,
            unsure: image.unsure,
            inputId: altIdOf(field.name),
            error: props.altError,
            onChange: ({ text, decorative }, how) => props.onImage((choice) => ({ ...choice, alt: text, decorative }), how),
          }}
        />
        </div>
      );
    }
    case 'rich':
      return <RichTextField id={id} error={error} label={field.label} value={value} maxLength={field.maxLength} onChange={(html) => props.onValue(html)} required readOnly={props.readOnly} />;
    case 'stars':
      return (
        <div className="admin-field">
          <label htmlFor={id}>
            {field.label}
            <RequiredMark />
          </label>
          <input
            id={id}
            required
            type="number"
            min={STARS_MIN}
            max={STARS_MAX}
            step={0.1}
            inputMode="decimal"
            value={value}
            {...invalidProps(id, error)}
            onChange={(event) => {
              const next = event.target.value;
              // SPEC §5: input out of 0–5 (or finer than one decimal) is ignored.
              if (next === '' || (/^\d*(\.\d?)?$/.test(next) && Number(next) >= STARS_MIN && Number(next) <= STARS_MAX)) props.onValue(next);
            }}
          />
          <FieldError fieldId={id} message={error} />
        </div>
      );
    default:
      return (
        <div className="admin-field">
          <label htmlFor={id}>
            {field.label}
            <RequiredMark />
          </label>
          {field.multiline ? (
            <textarea id={id} rows={5} value={value} {...invalidProps(id, error)} onChange={(event) => props.onValue(event.target.value)} required />
          ) : (
            <input
              id={id}
              type="text"
              value={value}
              onChange={(event) => props.onValue(event.target.value)}
              required
              maxLength={field.maxLength}
              pattern={isEdit ? field.onEdit?.pattern : undefined}
              inputMode={isEdit ? field.onEdit?.inputMode : undefined}
              {...invalidProps(id, error)}
            />
          )}
          <FieldError fieldId={id} message={error} />
        </div>
      );
  }
}
