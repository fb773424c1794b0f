// Add and edit a venture (SPEC §2 forms, §5 Add Venture rules and limits, §4 inline removal, §8).
import { useEffect, useRef, useState } from 'react';
import type { VentureDetails } from '../../../../common/api-types';
import { BANNER_MS, IMAGE_LIMIT_1MB, IMAGE_LIMIT_600KB, TITLE_MAX_LENGTH } from '../../../../common/constants';
import { adminErrorMessages, successMessages, validationMessages } from '../../../../common/messages';
import { uploadUrl } from '../../../../common/upload-areas';
import { ApiError } from '../../lib/api-client';
import { BannerView, Spinner, useBanner } from '../admin-shared/banners';
import { ConfirmDialog } from '../admin-shared/confirm-dialog';
import { useFocusOnAttach } from '../admin-shared/focus-on-attach';
import { imageAccept, ImagePicker } from '../admin-shared/image-picker';
import { confirmDiscardChanges, useUnsavedChanges } from '../admin-shared/unsaved-changes';
import { addVenture, deleteVenturePart, editVenture, fetchVentureDetails } from './api/ventures';

type Row = { key: string; id?: number; name: string; file: File | null; currentUrl?: string | null };
type GalleryImage = { key: string; id?: number; file?: File; url: string };
type PendingRemoval = { type: 'subcategory' | 'client' | 'gallery'; key: string; id?: number; what: string };

let rowCounter = 0;
const newKey = () => `row-${++rowCounter}`;

const textFields = [
  ['stats_right_section_title', 'Stats right section title', true],
  ['stats_right_section_content', 'Stats right section content', false],
  ['stats_left_section_title', 'Stats left section title', true],
  ['stats_left_section_content', 'Stats left section content', false],
] as const;

const singleImages = [
  ['img_banner', 'Banner image', 'Banner', 'Recommended 1900 × 600 px'],
  ['logo', 'Logo', 'Logo', 'Any size; a square or wide logo on a plain background'],
  ['stats_image', 'Stats image', 'Stats', 'Recommended 600 × 400 px'],
  ['about_img', 'About image', 'About', 'Recommended 1400 × 800 px'],
] as const;

export function VentureForm({ ventureId, onClose }: { ventureId: number | null; onClose(saved: boolean): void }) {
  const isEdit = ventureId !== null;
  const [loaded, setLoaded] = useState(!isEdit);
  const [text, setText] = useState<Record<string, string>>({ title: '', about_desc: '' });
  const [statsId, setStatsId] = useState<number | undefined>();
  const [images, setImages] = useState<Record<string, File | null>>({});
  const [currentImages, setCurrentImages] = useState<Record<string, string | null>>({});
  const [subcategories, setSubcategories] = useState<Row[]>([]);
  const [clients, setClients] = useState<Row[]>([]);
  const [gallery, setGallery] = useState<GalleryImage[]>([]);
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [pendingRemoval, setPendingRemoval] = useState<PendingRemoval | null>(null);
  const { banner, show, dismiss } = useBanner();
  const heading = useFocusOnAttach<HTMLHeadingElement>();
  useUnsavedChanges(dirty && !saving);

  useEffect(() => {
    if (ventureId === null) return;
    fetchVentureDetails(ventureId).then(
      ({ venture, subcategories: subs, clients: cls, gallery: pics }: VentureDetails) => {
        const stats = venture.stats[0];
        setText({
          title: venture.title,
          about_desc: venture.about_desc,
          stats_right_section_title: stats?.stats_right_section_title ?? '',
          stats_right_section_content: stats?.stats_right_section_content ?? '',
          stats_left_section_title: stats?.stats_left_section_title ?? '',
          stats_left_section_content: stats?.stats_left_section_content ?? '',
        });
        setStatsId(stats?.id);
        setCurrentImages({
          img_banner: uploadUrl('ventureImages', venture.img_banner_url),
          logo: uploadUrl('ventureLogos', venture.logo_url),
          stats_image: uploadUrl('ventureStats', stats?.stats_image),
          about_img: uploadUrl('ventureImages', venture.about_img_url),
        });
        setSubcategories(subs.map((s) => ({ key: newKey(), id: s.id, name: s.name, file: null, currentUrl: uploadUrl('ventureCategories', s.banner_image) })));
        setClients(cls.map((c) => ({ key: newKey(), id: c.id, name: c.client_name, file: null, currentUrl: uploadUrl('ventureClients', c.client_image) })));
        setGallery(pics.map((g) => ({ key: newKey(), id: g.id, url: uploadUrl('ventureGallery', g.image) ?? '' })));
        setLoaded(true);
      },
      (error: unknown) => show({ kind: 'error', text: error instanceof ApiError ? error.message : adminErrorMessages.ventureUpdate }),
    );
  }, [ventureId, show]);

  // Previews of chosen gallery files are object URLs: release them when the form goes.
  const galleryNow = useRef(gallery);
  useEffect(() => {
    galleryNow.current = gallery;
  }, [gallery]);
  useEffect(() => () => galleryNow.current.forEach((image) => image.file && URL.revokeObjectURL(image.url)), []);

  const touch = () => setDirty(true);
  const setField = (name: string, value: string) => {
    setText((current) => ({ ...current, [name]: value }));
    touch();
  };
  const tooLarge = (message: string) => void show({ kind: 'error', text: message }, BANNER_MS.error);

  /**
   * SPEC §4: a saved row (it has an id) is deleted on the server at once, after a confirmation,
   * with its banner for 2 s or its error text; an unsaved one is only dropped from the form.
   */
  function removeRow(target: PendingRemoval) {
    if (target.id === undefined) {
      dropLocally(target);
      return;
    }
    setPendingRemoval(target);
  }

  function dropLocally({ type, key }: PendingRemoval) {
    if (type === 'subcategory') setSubcategories((rows) => rows.filter((row) => row.key !== key));
    else if (type === 'client') setClients((rows) => rows.filter((row) => row.key !== key));
    else
      setGallery((images) => {
        const gone = images.find((image) => image.key === key);
        if (gone?.file) URL.revokeObjectURL(gone.url);
        return images.filter((image) => image.key !== key);
      });
  }

  async function deleteSaved(target: PendingRemoval) {
    setPendingRemoval(null);
    const texts = {
      subcategory: [successMessages.subcategoryDeleted, adminErrorMessages.deleteSubcategory],
      client: [successMessages.clientDeleted, adminErrorMessages.deleteClient],
      gallery: [successMessages.galleryImageDeleted, adminErrorMessages.deleteImage],
    } as const;
    try {
      await deleteVenturePart(target.type, target.id!);
      dropLocally(target);
      void show({ kind: 'success', text: texts[target.type][0] }, BANNER_MS.success);
    } catch {
      show({ kind: 'error', text: texts[target.type][1] });
    }
  }

  function missingRequired(): boolean {
    if (!text.title?.trim()) return true;
    if (isEdit) return false; // SPEC §5: edit requires only the title.
    const required = ['about_desc', 'stats_right_section_title', 'stats_left_section_title'];
    if (required.some((name) => !text[name]?.trim())) return true;
    if (singleImages.some(([name]) => !images[name])) return true;
    if (!gallery.some((image) => image.file)) return true;
    return clients.some((client) => !client.name.trim() || !client.file);
  }

  async function leave() {
    if (await confirmDiscardChanges()) onClose(false);
  }

  function requestSave(event: React.FormEvent) {
    event.preventDefault();
    if (missingRequired()) {
      show({ kind: 'error', text: validationMessages.ventureRequired });
      return;
    }
    // An error shown for an earlier attempt no longer applies.
    dismiss();
    setConfirming(true);
  }

  function formData(): FormData {
    const form = new FormData();
    if (isEdit) {
      form.set('venture_id', String(ventureId));
      if (statsId !== undefined) form.set('stats_id', String(statsId));
    } else {
      form.set('type', 'insert');
    }
    for (const [name, value] of Object.entries(text)) form.set(name, value);
    for (const [name] of singleImages) if (images[name]) form.set(name, images[name]!);
    subcategories.forEach((row, i) => {
      form.set(`subcategories[${i}][${isEdit ? 'title' : 'name'}]`, row.name);
      if (row.id !== undefined) form.set(`subcategories[${i}][id]`, String(row.id));
      if (row.file) form.set(`subcategories[${i}][bannerImage]`, row.file);
    });
    clients.forEach((row, i) => {
      form.set(`clients[${i}][${isEdit ? 'client_name' : 'name'}]`, row.name);
      if (row.id !== undefined) form.set(`clients[${i}][id]`, String(row.id));
      if (row.file) form.set(`clients[${i}][image]`, row.file);
    });
    gallery
      .filter((image) => image.file)
      .forEach((image, i) => form.append(isEdit ? 'gallery[]' : `gallery[${i}]`, image.file!));
    return form;
  }

  async function save() {
    setConfirming(false);
    setSaving(true);
    const outcome = await (isEdit ? editVenture(formData()) : addVenture(formData()));
    setSaving(false);
    if (!outcome.ok) {
      show({ kind: 'error', text: outcome.error });
      return;
    }
    setSaved(true);
    setDirty(false);
    const done = isEdit ? successMessages.ventureUpdated : successMessages.ventureAdded;
    await show({ kind: 'success', text: outcome.warning ? `${done} ${outcome.warning}` : done }, BANNER_MS.success);
    onClose(true);
  }

  const rowEditor = (kind: 'subcategory' | 'client', rows: Row[], setRows: React.Dispatch<React.SetStateAction<Row[]>>) => {
    const isSub = kind === 'subcategory';
    const label = isSub ? 'Subcategory' : 'Client';
    const update = (key: string, change: Partial<Row>) => {
      setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
      touch();
    };
    return (
      <fieldset className="admin-fieldset">
        <legend>{isSub ? 'Subcategories (optional)' : `Clients${isEdit ? '' : ' (each needs a name and an image)'}`}</legend>
        {rows.length === 0 && <p className="admin-field__hint">{isSub ? 'No subcategories yet.' : 'No clients yet.'}</p>}
        {rows.map((row, index) => (
          <div key={row.key} className="admin-row">
            <div className="admin-row__head">
              <h3>
                {label} {index + 1}
                {row.id === undefined && isEdit && <span className="admin-badge admin-badge--new">Not saved yet</span>}
              </h3>
              <button
                type="button"
                className="admin-button admin-button--danger admin-button--small"
                onClick={() => removeRow({ type: kind, key: row.key, id: row.id, what: `${label.toLowerCase()} ${row.name ? `'${row.name}'` : index + 1}` })}
              >
                Remove {label.toLowerCase()} {index + 1}
              </button>
            </div>
            <div className="admin-row__fields">
              <div className="admin-field">
                <label htmlFor={`${row.key}-name`}>
                  {label} {index + 1} name
                </label>
                <input maxLength={TITLE_MAX_LENGTH} id={`${row.key}-name`} value={row.name} onChange={(event) => update(row.key, { name: event.target.value })} />
              </div>
              <ImagePicker
                label={`${label} ${index + 1} image`}
                file={row.file}
                currentUrl={row.currentUrl}
                maxBytes={IMAGE_LIMIT_600KB}
                tooLargeMessage={isSub ? validationMessages.subcategoryImageTooLarge : validationMessages.clientImageTooLarge}
                hint={isSub ? 'Recommended 400 × 700 px' : 'Any size'}
                onChange={(file) => update(row.key, { file })}
                onTooLarge={tooLarge}
              />
            </div>
          </div>
        ))}
        <button type="button" className="admin-button admin-button--add" onClick={() => (setRows((current) => [...current, { key: newKey(), name: '', file: null }]), touch())}>
          <span aria-hidden="true">+</span> Add {label.toLowerCase()}
        </button>
      </fieldset>
    );
  };

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
        <h2 id="venture-form-heading" ref={heading.ref} tabIndex={-1}>{isEdit ? 'Edit venture' : 'Add venture'}</h2>
        <button type="button" className="admin-button" onClick={() => void leave()}>
          ← Back
        </button>
      </div>
      <BannerView banner={banner} onDismiss={dismiss} />
      <form className="admin-form" onSubmit={requestSave} noValidate aria-busy={saving}>
        <p className="admin-field__hint">Fields marked * are required.</p>
        <div className="admin-field">
          <label htmlFor="venture-title">Title *</label>
          <input maxLength={TITLE_MAX_LENGTH} id="venture-title" value={text.title ?? ''} onChange={(event) => setField('title', event.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor="venture-about">About description{isEdit ? '' : ' *'}</label>
          <textarea id="venture-about" rows={6} value={text.about_desc ?? ''} onChange={(event) => setField('about_desc', event.target.value)} />
        </div>
        <fieldset className="admin-fieldset">
          <legend>Images</legend>
          <div className="admin-grid">
            {singleImages.map(([name, label, which, hint]) => (
              <ImagePicker
                key={name}
                label={label}
                file={images[name] ?? null}
                currentUrl={currentImages[name]}
                maxBytes={IMAGE_LIMIT_1MB}
                tooLargeMessage={validationMessages.ventureImageTooLarge(which)}
                hint={hint}
                required={!isEdit}
                onChange={(file) => {
                  setImages((current) => ({ ...current, [name]: file }));
                  touch();
                }}
                onTooLarge={tooLarge}
              />
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
                  .map(([name, label, required]) => (
                    <div className="admin-field" key={name}>
                      <label htmlFor={`venture-${name}`}>
                        {label}
                        {required && !isEdit ? ' *' : ''}
                      </label>
                      {name.endsWith('content') ? (
                        <textarea id={`venture-${name}`} rows={4} value={text[name] ?? ''} onChange={(event) => setField(name, event.target.value)} />
                      ) : (
                        <input maxLength={TITLE_MAX_LENGTH} id={`venture-${name}`} value={text[name] ?? ''} onChange={(event) => setField(name, event.target.value)} />
                      )}
                    </div>
                  ))}
              </div>
            ))}
          </div>
        </fieldset>
        {rowEditor('subcategory', subcategories, setSubcategories)}
        {rowEditor('client', clients, setClients)}
        <fieldset className="admin-fieldset">
          <legend>Gallery{isEdit ? '' : ' *'}</legend>
          <p className="admin-field__hint" id="venture-gallery-hint">
            Recommended 1200 × 700 px, at most 600 KB each. Choose several at once; larger ones are left out.
          </p>
          {gallery.length > 0 && (
            <ul className="admin-gallery">
              {gallery.map((image, index) => (
                <li key={image.key} className="admin-gallery__item">
                  <img src={image.url} alt={`Gallery image ${index + 1}`} />
                  {image.file && isEdit && <span className="admin-badge admin-badge--new">Not saved yet</span>}
                  <button
                    type="button"
                    className="admin-button admin-button--danger admin-button--small"
                    onClick={() => removeRow({ type: 'gallery', key: image.key, id: image.id, what: `gallery image ${index + 1}` })}
                  >
                    Remove image {index + 1}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="admin-field">
            <label htmlFor="venture-gallery">Add gallery images</label>
            <input
              id="venture-gallery"
              type="file"
              multiple
              accept={imageAccept}
              aria-describedby="venture-gallery-hint"
              onChange={(event) => {
                const chosen = [...(event.target.files ?? [])];
                event.target.value = '';
                const fitting = chosen.filter((file) => file.size <= IMAGE_LIMIT_600KB);
                if (fitting.length < chosen.length) tooLarge(validationMessages.galleryImagesDropped);
                setGallery((current) => [...current, ...fitting.map((file) => ({ key: newKey(), file, url: URL.createObjectURL(file) }))]);
                if (fitting.length > 0) touch();
              }}
            />
          </div>
        </fieldset>
        <div className="admin-form__actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={saving || saved}>
            Save
          </button>
          <button type="button" className="admin-button" onClick={() => void leave()}>
            Cancel
          </button>
          {saving && <Spinner label={isEdit ? 'Updating...' : 'Saving...'} />}
        </div>
      </form>
      {confirming && (
        <ConfirmDialog question={`Are you sure you want to ${isEdit ? 'update' : 'save'} this venture?`} onYes={() => void save()} onNo={() => setConfirming(false)} />
      )}
      {pendingRemoval && (
        <ConfirmDialog
          question={`Are you sure you want to delete ${pendingRemoval.what}? It is removed from the site at once.`}
          focus="no"
          onYes={() => void deleteSaved(pendingRemoval)}
          onNo={() => setPendingRemoval(null)}
        />
      )}
    </section>
  );
}
