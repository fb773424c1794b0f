// The add / edit form of a content manager: fields from the kind's definition, image limits
// checked before upload, the confirmation, the Saving/Updating spinner and the spec's banners.
// News and blogs save as a draft, publish or schedule (issue 22) and can be previewed; every kind
// autosaves its text fields and offers them back after a closed tab.
import { useState } from 'react';
import { Link } from 'react-router';
import { BANNER_MS, STARS_MAX, STARS_MIN, TITLE_MAX_LENGTH } from '@common/constants';
import { hasDrafts } from '@common/editorial';
import { adminErrorMessages } from '@common/messages';
import { isBlankHtml, visibleTextLength } from '@common/plain-text';
import { paths } from '@/lib/paths';
import { useCan } from '@/admin-shared/account-context';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { AutosaveOffer } from '@/admin-shared/autosave-offer';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { useFocusOnAttach } from '@/admin-shared/focus-on-attach';
import { appendImageChoice, hasNewPicture, imageChoiceOf, type ImageChoice, withFile, withMedia } from '@/admin-shared/image-choice';
import { ImagePicker } from '@/admin-shared/image-picker';
import { openPreview, previewErrorText } from '@/admin-shared/preview';
import { actionTexts, defaultAction, type ItemState, type PublishAction, PublishActions, setActionFields } from '@/admin-shared/publish-actions';
import { RichTextField } from '@/admin-shared/rich-text-field';
import { SharePreviewLink } from '@/admin-shared/share-preview-link';
import { confirmDiscardChanges, useUnsavedChanges } from '@/admin-shared/unsaved-changes';
import { useAutosave } from '@/admin-shared/use-autosave';
import { saveContent } from './api/content';
import type { FieldDef } from './admin-fields';
import type { AdminContentItem, ContentKindDef } from './admin-kinds';
import './content-form.css';

export function ContentForm({ def, item, onClose }: { def: ContentKindDef; item: AdminContentItem | null; onClose(saved: boolean): void }) {
  const isEdit = item !== null;
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
  /** Saved: the banner shows, then the form closes; nothing more to edit meanwhile. */
  const [saved, setSaved] = useState(false);
  const { banner, show, dismiss } = useBanner();
  const heading = useFocusOnAttach<HTMLHeadingElement>();
  useUnsavedChanges(dirty && !saving);
  const autosaveKey = item ? item.id : 'new';
  const autosave = useAutosave({
    kind: def.key,
    key: autosaveKey,
    fields: values,
    dirty: dirty && !saving && !saved,
    itemUpdatedAt: item && 'updated_at' in item ? (item.updated_at ?? null) : null,
  });

  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setDirty(true);
  };

  function problem(): string | null {
    for (const field of def.fields) {
      if (field.kind === 'image') {
        if (field.requiredOnAdd && !isEdit && !hasNewPicture(images[field.name])) return field.requiredOnAdd;
        continue;
      }
      const value = (values[field.name] ?? '').trim();
      const missing = field.kind === 'rich' ? isBlankHtml(value) : value === '';
      if (missing) return field.requiredMessage;
      if (field.kind === 'rich' && field.maxLength !== undefined && visibleTextLength(value) > field.maxLength) return field.tooLongMessage ?? null;
      if (field.kind === 'text' && field.onEdit && isEdit && value !== '' && !new RegExp(`^(?:${field.onEdit.pattern})$`).test(value)) {
        return field.onEdit.message;
      }
    }
    return null;
  }

  async function leave() {
    if (await confirmDiscardChanges()) onClose(false);
  }

  function requestSave(action: PublishAction) {
    const found = problem();
    if (found) {
      show({ kind: 'error', text: found });
      return;
    }
    // An error shown for an earlier attempt no longer applies.
    dismiss();
    setConfirming(action);
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
  const question = (action: PublishAction) =>
    drafts ? actionTexts(action, state, def.noun, plainTexts).question : `Are you sure you want to ${isEdit ? 'update' : 'save'} this ${def.noun}?`;

  async function save(action: PublishAction) {
    setConfirming(null);
    setSaving(true);
    const form = new FormData();
    form.set('type', isEdit ? 'update' : 'insert');
    if (item) form.set('id', String(item.id));
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
    try {
      await saveContent(def.api, form);
    } catch (error) {
      setSaving(false);
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
    const ms = !isEdit && def.messages.addedBannerMs ? def.messages.addedBannerMs : BANNER_MS.success;
    const text = drafts ? actionTexts(action, state, def.noun, plainTexts).success : isEdit ? def.messages.updated : def.messages.added;
    await show({ kind: 'success', text }, ms);
    onClose(true);
  }

  return (
    <section className="admin-section" aria-labelledby="content-form-heading">
      <div className="admin-section__head">
        <h2 id="content-form-heading" ref={heading.ref} tabIndex={-1}>
          {isEdit ? 'Edit' : 'Add'} {def.noun}
        </h2>
        <div className="admin-section__tools">
          {item && (
            <Link className="admin-button" to={paths.adminHistory(def.key, item.id)}>
              History
            </Link>
          )}
          <button type="button" className="admin-button" onClick={() => void leave()}>
            ← Back
          </button>
        </div>
      </div>
      <BannerView banner={banner} onDismiss={dismiss} />
      {autosave.offer && !saved && <AutosaveOffer savedAt={autosave.offer.saved_at} onRecover={recover} onDiscard={autosave.discard} />}
      <form
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          requestSave(drafts ? defaultAction(state) : { name: 'keep' });
        }}
        noValidate
        aria-busy={saving}
      >
        <fieldset className="admin-form__body" disabled={saving || saved}>
        {def.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            isEdit={isEdit}
            image={images[field.name]}
            currentImage={item ? def.imageOf(item) : null}
            onValue={(value) => set(field.name, value)}
            onImage={(change, how) => {
              setImages((current) => ({ ...current, [field.name]: change(current[field.name] ?? imageChoiceOf(null, field.name)) }));
              if (!how?.found) setDirty(true);
            }}
            onTooLarge={(message) => void show({ kind: 'error', text: message }, BANNER_MS.error)}
          />
        ))}
        </fieldset>
        <div className="admin-form__actions">
          {drafts ? (
            <>
              <PublishActions state={state} disabled={saving || saved} onAction={requestSave} />
              <button type="button" className="admin-button" disabled={saving || saved} onClick={() => void preview()}>
                Preview
              </button>
            </>
          ) : (
            <button type="submit" className="admin-button admin-button--primary" disabled={saving || saved}>
              Save
            </button>
          )}
          <button type="button" className="admin-button" onClick={() => void leave()}>
            Cancel
          </button>
          {saving && <Spinner label={isEdit ? 'Updating...' : 'Saving...'} />}
        </div>
      </form>
      {item && canWrite && hasDrafts(def.key) && <SharePreviewLink kind={def.key} id={item.id} />}
      {confirming && <ConfirmDialog question={question(confirming)} onYes={() => void save(confirming)} onNo={() => setConfirming(null)} />}
    </section>
  );
}

function Field(props: {
  field: FieldDef;
  value: string;
  isEdit: boolean;
  image: ImageChoice | undefined;
  currentImage: string | null;
  onValue(value: string): void;
  /** `found`: what the library says of the current picture, not an edit. */
  onImage(change: (choice: ImageChoice) => ImageChoice, how?: { found: true }): void;
  onTooLarge(message: string): void;
}) {
  const { field, value, isEdit } = props;
  const id = `field-${field.name}`;
  switch (field.kind) {
    case 'image': {
      const [maxBytes, message] = isEdit ? field.limits.edit : field.limits.add;
      const image = props.image ?? imageChoiceOf(null, field.name);
      return (
        <ImagePicker
          label={field.label}
          file={image.file}
          currentUrl={isEdit ? props.currentImage : null}
          maxBytes={maxBytes}
          tooLargeMessage={message}
          required={Boolean(field.requiredOnAdd) && !isEdit}
          hint={isEdit ? 'Leave empty to keep the current image' : undefined}
          onChange={(file) => props.onImage((choice) => withFile(choice, file))}
          onTooLarge={props.onTooLarge}
          library={{ chosen: image.media, onChoose: (media) => props.onImage((choice) => withMedia(choice, media)) }}
          alt={{ text: image.alt, decorative: image.decorative, unsure: image.unsure, onChange: ({ text, decorative }, how) => props.onImage((choice) => ({ ...choice, alt: text, decorative }), how) }}
        />
      );
    }
    case 'rich':
      return <RichTextField label={field.label} value={value} maxLength={field.maxLength} onChange={(html) => props.onValue(html)} />;
    case 'stars':
      return (
        <div className="admin-field">
          <label htmlFor={id}>{field.label} *</label>
          <input
            id={id}
            type="number"
            min={STARS_MIN}
            max={STARS_MAX}
            step={0.1}
            inputMode="decimal"
            value={value}
            onChange={(event) => {
              const next = event.target.value;
              // SPEC §5: input out of 0–5 (or finer than one decimal) is ignored.
              if (next === '' || (/^\d*(\.\d?)?$/.test(next) && Number(next) >= STARS_MIN && Number(next) <= STARS_MAX)) props.onValue(next);
            }}
          />
        </div>
      );
    default:
      return (
        <div className="admin-field">
          <label htmlFor={id}>
            {field.label}
            <span aria-hidden="true"> *</span>
          </label>
          {field.multiline ? (
            <textarea id={id} rows={5} value={value} onChange={(event) => props.onValue(event.target.value)} required />
          ) : (
            <input
              id={id}
              type="text"
              value={value}
              onChange={(event) => props.onValue(event.target.value)}
              required
              maxLength={TITLE_MAX_LENGTH}
              pattern={isEdit ? field.onEdit?.pattern : undefined}
              inputMode={isEdit ? field.onEdit?.inputMode : undefined}
            />
          )}
        </div>
      );
  }
}
