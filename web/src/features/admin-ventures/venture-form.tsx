// Add and edit a venture (SPEC §2 forms, §5 Add Venture rules and limits, §4 inline removal, §8).
// A failed Save lists every missing field in a summary at the top that links to each, and marks
// each field with its message (issue 20); gallery pictures carry alt text and a caption. The
// subcategories and clients (venture-row-list.tsx) and the gallery (venture-gallery-editor.tsx)
// are edited in their own parts; the form keeps their state, the messages, and the saving.
// A venture saves as a draft (with its title alone), publishes or is scheduled (issue 22), can be previewed, and its text
// fields autosave and are offered back after a closed tab. A save keeps the editor on the venture
// with "Saved" and the time; only publishing, scheduling, unpublishing and deleting a saved row
// ask first, and a publish is checked (alt text of every picture included) before it asks (issue 48).
// A role that changes nothing reads the same form with every field read-only and no save.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_MS, IMAGE_LIMIT_1MB } from '@common/constants';
import { contentKinds } from '@common/content-kinds';
import { mediaMessages } from '@common/media';
import { adminErrorMessages, successMessages, validationMessages } from '@common/messages';
import { uploadUrl } from '@common/upload-areas';
import { ventureTextsOf } from '@common/venture-texts';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useCan } from '@/admin-shared/account-context';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { AutosaveOffer } from '@/admin-shared/autosave-offer';
import { MissedScheduleNotice } from '@/admin-shared/missed-schedule-notice';
import { ChangedSinceNotice, useChangedSince } from '@/admin-shared/changed-since';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { declaredText } from '@/admin-shared/declared-text';
import { useFocusOnAttach } from '@/admin-shared/focus-on-attach';
import { appendImageChoice, currentInLibrary, emptyImageChoice, hasNewPicture, imageChoiceOf, type ImageChoice, lacksAltText, withFile, withMedia } from '@/admin-shared/image-choice';
import { ImagePicker } from '@/admin-shared/image-picker';
import { openPreview, previewErrorText } from '@/admin-shared/preview';
import { SharePreviewLink } from '@/admin-shared/share-preview-link';
import {
  actionTexts,
  defaultAction,
  goesOut,
  type ItemState,
  marksWhatPublishingNeeds,
  needsWhatPublishingNeeds,
  type PublishAction,
  requiredFieldsHint,
  setActionFields,
} from '@/admin-shared/publish-actions';
import { ItemFormActions } from '@/admin-shared/item-form-actions';
import { ReadOnlyItemNotice } from '@/admin-shared/read-only-item-notice';
import { SavedNote, type SavedNoteText } from '@/admin-shared/saved-note';
import { confirmDiscardChanges, useUnsavedChanges } from '@/admin-shared/unsaved-changes';
import { useAutosave } from '@/admin-shared/use-autosave';
import { addVenture, type AdminVentureDetails, deleteVenturePart, editVenture, fetchVentureDetails } from './api/ventures';
import { errorIdOf, FieldError, type FieldIssue, invalidProps } from '@/admin-shared/field-problems';
import { useSiteTranslationLanguages } from '@/admin-shared/language-statuses';
import type { TranslationLang } from '@/admin-shared/api/translations';
import { ErrorSummary, ImageFieldBox } from './venture-form-errors';
import { type FieldFeedback, fieldIds, type GalleryImage, type ListKind, type ListStatusText, newKey, type Row, type RowRemoval } from './venture-form-fields';
import { VentureGalleryEditor } from './venture-gallery-editor';
import { VentureRowList } from './venture-row-list';
import { RequiredMark } from '@/admin-shared/required-mark';
import './venture-form.css';

/** The texts of the field messages (the summary's heading is SPEC §5's 'Please complete all required fields.'). */
const fieldMessages = {
  required: (label: string) => `${label} is required.`,
  gallery: 'Add at least one gallery image.',
  galleryAlt: (n: number) => `Gallery image ${n} needs alt text.`,
  altText: (label: string) => `${label}: ${mediaMessages.altTextRequired}`,
};

// The venture's texts as declared (common/content-kinds.ts): labels, which are required on add, limits.
const titleField = declaredText('title', contentKinds.ventures.fields.title);
const aboutField = declaredText('about_desc', contentKinds.ventures.fields.about_desc);
/** The stats section's texts, in their declared order: each section's title is required on add, its text is not. */
const textFields = Object.entries(contentKinds.ventures.childRows.stats.fields).map(([name, field]) => [name, declaredText(name, field)] as const);

const singleImages = [
  ['img_banner', 'Banner image', 'Banner', 'Recommended 1900 × 600 px'],
  ['logo', 'Logo', 'Logo', 'Any size; a square or wide logo on a plain background'],
  ['stats_image', 'Stats image', 'Stats', 'Recommended 600 × 400 px'],
  ['about_img', 'About image', 'About', 'Recommended 1400 × 800 px'],
] as const;

/** The alt text input of a single image (what its message and the summary's link name). */
const altIdOf = (name: string) => `${fieldIds.image(name)}-alt`;

export function VentureForm({
  ventureId,
  onClose,
  onSaved,
  onLoadSaved,
  savedNote = null,
  onTranslate,
  readOnly = false,
}: {
  ventureId: number | null;
  /** Shown to a role that changes nothing: every field read-only, no save, no autosave. */
  readOnly?: boolean;
  /** Opens the venture's text in another language (issue 50); none for a new venture. */
  onTranslate?(lang: TranslationLang): void;
  onClose(saved: boolean): void;
  /** A save succeeded: the manager shows the venture anew (read again) with `note`. */
  onSaved(id: number, note: SavedNoteText): void;
  /** The venture was saved elsewhere since the form read it and the editor drops their changes: the manager shows it anew. */
  onLoadSaved(id: number): void;
  savedNote?: SavedNoteText | null;
}) {
  const isEdit = ventureId !== null;
  const canWrite = useCan('write');
  // Only the languages the site is in (SITE_LANGUAGES) get a button.
  const siteLanguages = useSiteTranslationLanguages();
  const [loaded, setLoaded] = useState(!isEdit);
  const [text, setText] = useState<Record<string, string>>({ title: '', about_desc: '' });
  const [statsId, setStatsId] = useState<number | undefined>();
  // The four single images: a new file or library picture each, and the alt text of the picture kept (issue 24).
  const [images, setImages] = useState<Record<string, ImageChoice>>({});
  const [currentImages, setCurrentImages] = useState<Record<string, string | null>>({});
  // Which current pictures the library holds: only those have alt text the publish gate checks.
  const [inLibrary, setInLibrary] = useState<Record<string, boolean>>({});
  const [subcategories, setSubcategories] = useState<Row[]>([]);
  const [clients, setClients] = useState<Row[]>([]);
  const [gallery, setGallery] = useState<GalleryImage[]>([]);
  const [dirty, setDirty] = useState(false);
  /** The venture's state as loaded (status null: a new venture) and its last change. */
  const [state, setState] = useState<ItemState>({ status: null, publish_at: null });
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  /** When the scheduler made this venture a draft again, until its next save (missed-schedule-notice.tsx). */
  const [missedScheduleAt, setMissedScheduleAt] = useState<string | null>(null);
  /** Everything publishing needs is starred (a new venture, a draft, a scheduled one); a live one needs only its title (SPEC §5). */
  const marksRequired = marksWhatPublishingNeeds(state);
  /** A save refused because the venture was saved since the form read it; the action to send again over it. */
  const changes = useChangedSince<PublishAction>();
  /** The save waiting for the editor's Yes. */
  const [confirming, setConfirming] = useState<PublishAction | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [pendingRemoval, setPendingRemoval] = useState<RowRemoval | null>(null);
  // What the last Save found missing; an entry goes when its field is edited.
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [failedSaves, setFailedSaves] = useState(0);
  // A picked file over its limit, by field id: shown at the field until another file is picked.
  const [sizeErrors, setSizeErrors] = useState<Record<string, string>>({});
  const [listStatus, setListStatus] = useState<Partial<Record<ListKind, ListStatusText>>>({});
  const listTimers = useRef<Partial<Record<ListKind, number>>>({});
  const summary = useRef<HTMLDivElement>(null);
  const bannerBox = useRef<HTMLDivElement>(null);
  const { banner, show, dismiss } = useBanner();
  // After a save the saved note takes the focus instead (saved-note.tsx).
  const heading = useFocusOnAttach<HTMLHeadingElement>(savedNote === null);
  useUnsavedChanges(dirty && !saving);
  const autosaveKey = ventureId ?? 'new';
  const autosave = useAutosave({ kind: 'ventures', key: autosaveKey, fields: text, dirty: dirty && !saving && !saved, itemUpdatedAt: updatedAt, enabled: loaded && !readOnly });

  useEffect(() => {
    if (ventureId === null) return;
    fetchVentureDetails(ventureId).then(
      ({ venture, subcategories: subs, clients: cls, gallery: pics }: AdminVentureDetails) => {
        const stats = venture.stats[0];
        setState({ status: venture.status ?? 'published', publish_at: venture.publish_at ?? null });
        setUpdatedAt(venture.updated_at ?? null);
        setMissedScheduleAt(venture.missed_schedule_at ?? null);
        setText(ventureTextsOf(venture, stats));
        setStatsId(stats?.id);
        setImages({
          img_banner: imageChoiceOf(venture, 'img_banner'),
          logo: imageChoiceOf(venture, 'logo'),
          stats_image: imageChoiceOf(stats && 'stats_image_alt' in stats ? stats : venture, 'stats_image'),
          about_img: imageChoiceOf(venture, 'about_img'),
        });
        setInLibrary({
          img_banner: currentInLibrary(venture, 'img_banner'),
          logo: currentInLibrary(venture, 'logo'),
          stats_image: currentInLibrary(stats && 'stats_image_alt' in stats ? stats : venture, 'stats_image'),
          about_img: currentInLibrary(venture, 'about_img'),
        });
        setCurrentImages({
          img_banner: uploadUrl('ventureImages', venture.img_banner_url),
          logo: uploadUrl('ventureLogos', venture.logo_url),
          stats_image: uploadUrl('ventureStats', stats?.stats_image),
          about_img: uploadUrl('ventureImages', venture.about_img_url),
        });
        setSubcategories(subs.map((s) => ({ key: newKey(), id: s.id, name: s.name, file: null, currentUrl: uploadUrl('ventureCategories', s.banner_image) })));
        setClients(cls.map((c) => ({ key: newKey(), id: c.id, name: c.client_name, file: null, currentUrl: uploadUrl('ventureClients', c.client_image) })));
        setGallery(
          pics.map((g) => ({ key: newKey(), id: g.id, url: uploadUrl('ventureGallery', g.image) ?? '', alt: g.altText ?? '', caption: g.caption ?? '' })),
        );
        setLoaded(true);
      },
      (error: unknown) => show({ kind: 'error', text: error instanceof ApiError ? error.message : adminErrorMessages.ventureUpdate }),
    );
  }, [ventureId, show]);

  useEffect(() => () => Object.values(listTimers.current).forEach((timer) => window.clearTimeout(timer)), []);

  // A failed Save takes the editor to the summary, wherever they were on this long form.
  useEffect(() => {
    if (failedSaves === 0) return;
    summary.current?.scrollIntoView({ block: 'start' });
    summary.current?.focus();
  }, [failedSaves]);

  const touch = () => setDirty(true);
  const messageOf = (fieldId: string) => sizeErrors[fieldId] ?? issues.find((issue) => issue.id === fieldId)?.message;
  /** The editor acted on a field: its message from the last Save no longer stands. */
  const settle = (fieldId: string) => setIssues((current) => (current.some((issue) => issue.id === fieldId) ? current.filter((issue) => issue.id !== fieldId) : current));
  const setField = (name: string, value: string) => {
    setText((current) => ({ ...current, [name]: value }));
    settle(name === 'title' ? fieldIds.title : name === 'about_desc' ? fieldIds.about_desc : fieldIds.text(name));
    touch();
  };
  /** SPEC §9's 2-second banner, and the same text at the field until another file is picked there. */
  const tooLarge = (fieldId: string) => (message: string) => {
    setSizeErrors((current) => ({ ...current, [fieldId]: message }));
    void show({ kind: 'error', text: message }, BANNER_MS.error);
  };
  const picked = (fieldId: string) => {
    setSizeErrors((current) => {
      if (!(fieldId in current)) return current;
      const { [fieldId]: _gone, ...rest } = current;
      return rest;
    });
    settle(fieldId);
  };

  function showListStatus(list: ListKind, status: ListStatusText, forMs?: number) {
    window.clearTimeout(listTimers.current[list]);
    setListStatus((current) => ({ ...current, [list]: status }));
    // A success fades as SPEC §4 says; an error stays until the editor acts again.
    if (forMs !== undefined) {
      listTimers.current[list] = window.setTimeout(() => setListStatus((current) => ({ ...current, [list]: undefined })), forMs);
    }
  }

  /**
   * SPEC §4: a saved row (it has an id) is deleted on the server at once, after a confirmation,
   * with its message for 2 s or its error text; an unsaved one is only dropped from the form.
   * Either way the list moves the focus on to the row that took its place.
   */
  function removeRow(target: RowRemoval) {
    if (target.id === undefined) {
      dropLocally(target);
      return;
    }
    setPendingRemoval(target);
  }

  function dropLocally({ type, key }: RowRemoval) {
    // Its fields are gone, and so are their messages.
    setIssues((current) => current.filter((issue) => !issue.id.startsWith(`${key}-`)));
    if (type === 'subcategory') setSubcategories((rows) => rows.filter((row) => row.key !== key));
    else if (type === 'client') setClients((rows) => rows.filter((row) => row.key !== key));
    else
      setGallery((images) => {
        const gone = images.find((image) => image.key === key);
        if (gone?.file) URL.revokeObjectURL(gone.url);
        return images.filter((image) => image.key !== key);
      });
  }

  async function deleteSaved(target: RowRemoval) {
    setPendingRemoval(null);
    const texts = {
      subcategory: [successMessages.subcategoryDeleted, adminErrorMessages.deleteSubcategory],
      client: [successMessages.clientDeleted, adminErrorMessages.deleteClient],
      gallery: [successMessages.galleryImageDeleted, adminErrorMessages.deleteImage],
    } as const;
    try {
      await deleteVenturePart(target.type, target.id!);
      dropLocally(target);
      showListStatus(target.type, { kind: 'success', text: texts[target.type][0] }, BANNER_MS.success);
    } catch {
      showListStatus(target.type, { kind: 'error', text: texts[target.type][1] });
    }
  }

  /**
   * Every missing or invalid field, in the order of the form. A new venture or a draft that goes
   * out needs everything SPEC §5's add requires (a picture saved earlier counts); a draft needs its
   * title alone (editorial/publishable.ts asks for the rest when it goes out), and so does an edit
   * of a venture on the site (SPEC §5). One going on the site needs every picture's alt text too.
   */
  function findIssues(action: PublishAction): FieldIssue[] {
    const found: FieldIssue[] = [];
    const need = (missing: boolean, id: string, message: string) => missing && found.push({ id, message });
    const needsAll = needsWhatPublishingNeeds(action, state);
    need(!text.title?.trim(), fieldIds.title, fieldMessages.required(titleField.label));
    need(needsAll && !text.about_desc?.trim(), fieldIds.about_desc, fieldMessages.required(aboutField.label));
    for (const [name, label] of singleImages) {
      const missing = needsAll && !hasNewPicture(images[name]) && !currentImages[name];
      need(missing, fieldIds.image(name), fieldMessages.required(label));
      need(!missing && goesOut(action, state) && lacksAltText(images[name], isEdit && Boolean(inLibrary[name])), altIdOf(name), fieldMessages.altText(label));
    }
    for (const [name, field] of textFields) {
      need(needsAll && field.required && !text[name]?.trim(), fieldIds.text(name), fieldMessages.required(field.label));
    }
    // A new subcategory needs its name (on add, a row left wholly empty is simply no subcategory).
    subcategories.forEach((row, index) => {
      const used = isEdit || row.file !== null || Boolean(row.media);
      need(row.id === undefined && used && !row.name.trim(), fieldIds.rowName(row.key), fieldMessages.required(`Subcategory ${index + 1} name`));
    });
    // SPEC §5: "every client entry with both a name and an image"; on edit a new one needs a name.
    clients.forEach((row, index) => {
      need(row.id === undefined && !row.name.trim(), fieldIds.rowName(row.key), fieldMessages.required(`Client ${index + 1} name`));
      need(needsAll && !row.file && !row.media && !row.currentUrl, fieldIds.rowImage(row.key), fieldMessages.required(`Client ${index + 1} image`));
    });
    need(needsAll && !gallery.some((image) => image.file || image.media || image.id !== undefined), fieldIds.gallery, fieldMessages.gallery);
    gallery.forEach((image, index) => {
      need((image.file !== undefined || image.media !== undefined) && !image.alt.trim(), fieldIds.galleryAlt(image.key), fieldMessages.galleryAlt(index + 1));
    });
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
      setFailedSaves((count) => count + 1);
      return;
    }
    // An error shown for an earlier attempt no longer applies.
    dismiss();
    if (texts(action).question) setConfirming(action);
    else void save(action);
  }

  function recover() {
    const fields = autosave.recover();
    const known = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    setText((current) => ({ ...current, ...known }));
    touch();
  }

  async function preview() {
    try {
      await openPreview('ventures', autosaveKey, dirty ? autosave.saveNow : null);
    } catch (error) {
      show({ kind: 'error', text: previewErrorText(error, actionErrorText) });
    }
  }

  const texts = (action: PublishAction) =>
    actionTexts(action, state, 'venture', { added: successMessages.ventureAdded, updated: successMessages.ventureUpdated });

  function formData(action: PublishAction, from: string | null): FormData {
    const form = new FormData();
    setActionFields(form, action);
    if (isEdit) {
      form.set('venture_id', String(ventureId));
      if (from) form.set('expected_updated_at', from);
      if (statsId !== undefined) form.set('stats_id', String(statsId));
    } else {
      form.set('type', 'insert');
    }
    for (const [name, value] of Object.entries(text)) form.set(name, value);
    for (const [name] of singleImages) appendImageChoice(form, name, images[name] ?? emptyImageChoice);
    subcategories.forEach((row, i) => {
      form.set(`subcategories[${i}][${isEdit ? 'title' : 'name'}]`, row.name);
      if (row.id !== undefined) form.set(`subcategories[${i}][id]`, String(row.id));
      if (row.file) form.set(`subcategories[${i}][bannerImage]`, row.file);
      else if (row.media) form.set(`subcategories[${i}][bannerImage_media_id]`, String(row.media.id));
    });
    clients.forEach((row, i) => {
      form.set(`clients[${i}][${isEdit ? 'client_name' : 'name'}]`, row.name);
      if (row.id !== undefined) form.set(`clients[${i}][id]`, String(row.id));
      if (row.file) form.set(`clients[${i}][image]`, row.file);
      else if (row.media) form.set(`clients[${i}][image_media_id]`, String(row.media.id));
    });
    // A new picture `gallery[i]` (a file) or `gallery_media[i]` (a library picture's id) carries its
    // texts at the same i, one numbering for both; a stored one by its id.
    gallery
      .filter((image) => image.file || image.media)
      .forEach((image, i) => {
        if (image.file) form.set(`gallery[${i}]`, image.file);
        else form.set(`gallery_media[${i}]`, String(image.media!.id));
        form.set(`gallery_alt[${i}]`, image.alt);
        form.set(`gallery_caption[${i}]`, image.caption);
      });
    for (const image of gallery) {
      if (image.id === undefined) continue;
      form.set(`gallery_existing[${image.id}][alt]`, image.alt);
      form.set(`gallery_existing[${image.id}][caption]`, image.caption);
    }
    return form;
  }

  async function save(action: PublishAction) {
    setConfirming(null);
    changes.clear();
    setSaving(true);
    const outcome = await (isEdit ? editVenture(formData(action, changes.from(updatedAt))) : addVenture(formData(action, null)));
    setSaving(false);
    if (!outcome.ok && changes.keep(outcome.changed ?? null, action)) return;
    if (!outcome.ok) {
      show({ kind: 'error', text: outcome.error });
      // The banner is at the top and the Save button at the bottom: take the editor to it.
      bannerBox.current?.scrollIntoView({ block: 'start' });
      bannerBox.current?.focus();
      return;
    }
    setSaved(true);
    setDirty(false);
    autosave.clear();
    const done = texts(action).success;
    onSaved(outcome.id ?? ventureId ?? 0, { text: outcome.warning ? `${done} ${outcome.warning}` : done, at: new Date().toISOString() });
  }

  const feedback: FieldFeedback = { messageOf, settle, picked, tooLarge, touch };

  if (!loaded) {
    return (
      <section className="admin-section">
        <BannerView banner={banner} onDismiss={dismiss} />
        <Spinner label="Loading the venture…" />
      </section>
    );
  }

  return (
    <section className="admin-section" aria-labelledby="venture-form-heading">
      <div className="admin-section__head">
        <h2 id="venture-form-heading" ref={heading.ref} tabIndex={-1}>{readOnly ? 'View venture' : isEdit ? 'Edit venture' : 'Add venture'}</h2>
        <div className="admin-section__tools">
          {ventureId !== null && (
            <Link className="admin-button" to={paths.adminHistory('ventures', ventureId)}>
              History
            </Link>
          )}
          {onTranslate &&
            (siteLanguages ?? []).map((language) => (
              <button key={language.code} type="button" className="admin-button" onClick={() => onTranslate(language.code)}>
                {language.name} text
              </button>
            ))}
          <button type="button" className="admin-button" onClick={() => void leave()}>
            ← Back
          </button>
        </div>
      </div>
      {readOnly && ventureId !== null && <ReadOnlyItemNotice kind="ventures" edit={String(ventureId)} />}
      <SavedNote note={savedNote} />
      <div ref={bannerBox} tabIndex={-1}>
        <BannerView banner={banner} onDismiss={dismiss} />
      </div>
      {ventureId !== null && (
        <ChangedSinceNotice
          changes={changes}
          history={{ kind: 'ventures', id: ventureId }}
          onSaveOver={(action) => void save(action)}
          onLoadSaved={() => {
            setDirty(false);
            autosave.clear();
            onLoadSaved(ventureId);
          }}
        />
      )}
      <MissedScheduleNotice missedAt={missedScheduleAt} />
      {autosave.offer && !saved && <AutosaveOffer savedAt={autosave.offer.saved_at} onRecover={recover} onDiscard={autosave.discard} />}
      <form
        className={`admin-form${readOnly ? ' admin-form--read-only' : ''}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) requestSave(defaultAction(state));
        }}
        noValidate
        aria-busy={saving}
      >
        <fieldset className="admin-form__fields" disabled={readOnly}>
        <ErrorSummary ref={summary} heading={validationMessages.ventureRequired} issues={issues} />
        <p className="admin-field__hint">{requiredFieldsHint(state)}</p>
        <div className="admin-field">
          <label htmlFor={fieldIds.title}>
            {titleField.label}
            <RequiredMark />
          </label>
          <input
            maxLength={titleField.maxLength}
            id={fieldIds.title}
            aria-required
            value={text.title ?? ''}
            {...invalidProps(fieldIds.title, messageOf(fieldIds.title))}
            onChange={(event) => setField('title', event.target.value)}
          />
          <FieldError fieldId={fieldIds.title} message={messageOf(fieldIds.title)} />
        </div>
        <div className="admin-field">
          <label htmlFor={fieldIds.about_desc}>
            {aboutField.label}
            {marksRequired && <RequiredMark />}
          </label>
          <textarea
            id={fieldIds.about_desc}
            aria-required={marksRequired || undefined}
            rows={6}
            value={text.about_desc ?? ''}
            {...invalidProps(fieldIds.about_desc, messageOf(fieldIds.about_desc))}
            onChange={(event) => setField('about_desc', event.target.value)}
          />
          <FieldError fieldId={fieldIds.about_desc} message={messageOf(fieldIds.about_desc)} />
        </div>
        <fieldset className="admin-fieldset">
          <legend>Images</legend>
          <div className="admin-grid">
            {singleImages.map(([name, label, which, hint]) => (
              <ImageFieldBox key={name} id={fieldIds.image(name)}>
                <ImagePicker
                  error={messageOf(fieldIds.image(name))}
                  errorId={errorIdOf(fieldIds.image(name))}
                  label={label}
                  file={images[name]?.file ?? null}
                  currentUrl={currentImages[name]}
                  maxBytes={IMAGE_LIMIT_1MB}
                  tooLargeMessage={validationMessages.ventureImageTooLarge(which)}
                  hint={hint}
                  required={marksRequired && !currentImages[name]}
                  onChange={(file) => {
                    setImages((current) => ({ ...current, [name]: withFile(current[name] ?? emptyImageChoice, file) }));
                    picked(fieldIds.image(name));
                    touch();
                  }}
                  onTooLarge={tooLarge(fieldIds.image(name))}
                  library={{
                    chosen: images[name]?.media ?? null,
                    onChoose: (media) => {
                      setImages((current) => ({ ...current, [name]: withMedia(current[name] ?? emptyImageChoice, media) }));
                      picked(fieldIds.image(name));
                      touch();
                    },
                  }}
                  alt={{
                    text: images[name]?.alt ?? '',
                    decorative: images[name]?.decorative ?? false,
                    unsure: images[name]?.unsure,
                    inputId: altIdOf(name),
                    error: messageOf(altIdOf(name)),
                    onChange: ({ text: altText, decorative }, how) => {
                      setImages((current) => ({ ...current, [name]: { ...(current[name] ?? emptyImageChoice), alt: altText, decorative } }));
                      settle(altIdOf(name));
                      if (!how?.found) touch();
                    },
                  }}
                />
              </ImageFieldBox>
            ))}
          </div>
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>Stats</legend>
          <div className="admin-grid admin-grid--two">
            {(['right', 'left'] as const).map((side) => (
              <div key={side} className="admin-stack">
                {textFields
                  .filter(([name]) => name.startsWith(`stats_${side}`))
                  .map(([name, declared]) => {
                    const id = fieldIds.text(name);
                    const required = declared.required && marksRequired;
                    const field = { id, value: text[name] ?? '', 'aria-required': required || undefined, ...invalidProps(id, messageOf(id)) };
                    return (
                      <div className="admin-field" key={name}>
                        <label htmlFor={id}>
                          {declared.label}
                          {required && <RequiredMark />}
                        </label>
                        {name.endsWith('content') ? (
                          <textarea rows={4} {...field} onChange={(event) => setField(name, event.target.value)} />
                        ) : (
                          <input maxLength={declared.maxLength} {...field} onChange={(event) => setField(name, event.target.value)} />
                        )}
                        <FieldError fieldId={id} message={messageOf(id)} />
                      </div>
                    );
                  })}
              </div>
            ))}
          </div>
        </fieldset>
        {(['subcategory', 'client'] as const).map((kind) => (
          <VentureRowList
            key={kind}
            kind={kind}
            rows={kind === 'subcategory' ? subcategories : clients}
            setRows={kind === 'subcategory' ? setSubcategories : setClients}
            isEdit={isEdit}
            marksRequired={marksRequired}
            feedback={feedback}
            status={listStatus[kind]}
            onRemove={removeRow}
          />
        ))}
        <VentureGalleryEditor images={gallery} setImages={setGallery} isEdit={isEdit} marksRequired={marksRequired} feedback={feedback} status={listStatus.gallery} onRemove={removeRow} />
        </fieldset>
        {!readOnly && (
          <ItemFormActions
            state={state}
            saving={saving}
            saved={saved}
            isEdit={isEdit}
            onAction={requestSave}
            // A venture's page needs its images: the preview shows a saved one (a draft will do).
            onPreview={isEdit ? () => void preview() : undefined}
            onCancel={() => void leave()}
          />
        )}
      </form>
      {ventureId !== null && canWrite && <SharePreviewLink kind="ventures" id={ventureId} />}
      {confirming && (
        <ConfirmDialog question={texts(confirming).question ?? ''} onYes={() => void save(confirming)} onNo={() => setConfirming(null)} />
      )}
      {pendingRemoval && (
        <ConfirmDialog
          question={`Delete ${pendingRemoval.what} for good? It is removed from the site at once and cannot be restored from the trash.`}
          focus="no"
          onYes={() => void deleteSaved(pendingRemoval)}
          onNo={() => setPendingRemoval(null)}
        />
      )}
    </section>
  );
}
