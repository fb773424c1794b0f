// The venture form's gallery (SPEC §5, issue 20): its pictures with alt text and caption, a Remove
// button each (asked of the form), and a multiple file choice to add more. A chosen file over the
// 600 KB limit is not added: the spec's message says so, and an offer beside it shrinks that file
// in the browser (or leaves it out); a shrunk picture joins the gallery with its preview. Saved
// pictures have a drag handle: a move is saved at once (issue 24). "Add from library" adds a
// picture already stored, with its alt text from the library (issue 24).
import { lazy, Suspense, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { contentKinds } from '@common/content-kinds';
import { validationMessages } from '@common/messages';
import { uploadAreas } from '@common/upload-areas';
import { saveMove } from '@/admin-shared/api/order';
import { useFocusAfterRowRemoval } from '@/admin-shared/focus-after-delete';
import { imageAccept } from '@/admin-shared/image-picker';
import { ReorderableList } from '@/admin-shared/reorderable-list';
import { DragHandle, SortableItem } from '@/admin-shared/sortable-list';
import { formatBytes, ShrinkOffer, type ShrinkOutcome } from '@/admin-shared/shrink-offer';
import { recommendedSizeFromHint } from '@/admin-shared/shrink-plan';
import { FieldError, invalidProps } from '@/admin-shared/field-problems';
import { ListStatus } from './venture-form-errors';
import { type FieldFeedback, fieldIds, type GalleryImage, type ListStatusText, newKey, type RowRemoval } from './venture-form-fields';
import { RequiredMark } from '@/admin-shared/required-mark';

// Fetched when first opened, as in image-picker.tsx.
const MediaChooser = lazy(() => import('@/admin-shared/media-chooser').then((module) => ({ default: module.MediaChooser })));

const RECOMMENDED = 'Recommended 1200 × 700 px';
const recommendedSize = recommendedSizeFromHint(RECOMMENDED);

type Oversized = { key: string; file: File };

/** The alt text's and caption's limits as declared (common/content-kinds.ts). */
const galleryTexts = contentKinds.ventures.childLists.gallery.fields;

export function VentureGalleryEditor({
  images,
  setImages,
  isEdit,
  marksRequired,
  feedback,
  status,
  onRemove,
}: {
  images: GalleryImage[];
  setImages: Dispatch<SetStateAction<GalleryImage[]>>;
  isEdit: boolean;
  /** A new, draft or scheduled venture: the marks say what publishing needs (publish-actions.tsx). */
  marksRequired: boolean;
  feedback: FieldFeedback;
  status: ListStatusText | undefined;
  onRemove(removal: RowRemoval): void;
}) {
  const { messageOf, settle, picked, tooLarge, touch } = feedback;
  // Chosen files over the limit, each with its shrink offer; never sent as they are.
  const [oversized, setOversized] = useState<Oversized[]>([]);
  // A shrunk picture just added: the focus goes to its alt text, which it needs.
  const focusAltOf = useRef<string | null>(null);
  const [choosing, setChoosing] = useState(false);

  useFocusAfterRowRemoval(
    images.map((image) => image.key),
    (key) => document.getElementById(fieldIds.galleryAlt(key)),
    () => document.getElementById(fieldIds.gallery),
  );
  useFocusAfterRowRemoval(
    oversized.map((offer) => offer.key),
    (key) => document.getElementById(key)?.querySelector('button') ?? null,
    () => document.getElementById(fieldIds.gallery),
  );
  useEffect(() => {
    const key = focusAltOf.current;
    if (key === null) return;
    focusAltOf.current = null;
    document.getElementById(fieldIds.galleryAlt(key))?.focus();
  }, [images]);

  // Previews of chosen files are object URLs: release them when the form goes.
  const imagesNow = useRef(images);
  useEffect(() => {
    imagesNow.current = images;
  }, [images]);
  useEffect(() => () => imagesNow.current.forEach((image) => image.file && URL.revokeObjectURL(image.url)), []);

  const update = (key: string, change: Partial<GalleryImage>) => {
    setImages((current) => current.map((image) => (image.key === key ? { ...image, ...change } : image)));
    touch();
  };

  const add = (files: File[], shrunk?: GalleryImage['shrunk']) => {
    const added = files.map((file) => ({ key: newKey(), file, url: URL.createObjectURL(file), alt: '', caption: '', shrunk }));
    setImages((current) => [...current, ...added]);
    touch();
    return added;
  };

  /** An offer is done with: shrunk, or left out. */
  const withdraw = (key: string) => setOversized((current) => current.filter((offer) => offer.key !== key));
  // The last offer done with takes the field's too-large message with it.
  const hadOffers = useRef(false);
  useEffect(() => {
    if (oversized.length > 0) hadOffers.current = true;
    else if (hadOffers.current) {
      hadOffers.current = false;
      picked(fieldIds.gallery);
    }
  }, [oversized, picked]);

  const shrunkToFit = (key: string, { file, fromBytes, width, height }: ShrinkOutcome) => {
    withdraw(key);
    const [image] = add([file], { fromBytes, width, height });
    focusAltOf.current = image!.key;
  };

  return (
    <fieldset className="admin-fieldset">
      <legend>
        Gallery
        {marksRequired && <RequiredMark />}
      </legend>
      <p className="admin-field__hint" id="venture-gallery-hint">
        {RECOMMENDED}, at most 600 KB each. Choose several at once; a larger one can be shrunk here to fit. Describe each picture in its alt text
        for visitors who cannot see it; a caption is shown under it.
      </p>
      {images.length > 0 && (
        <ReorderableList
          items={images}
          layout="grid"
          keyOf={(image) => image.key}
          savedIdOf={(image) => (image.file || image.media ? undefined : image.id)}
          labelOf={(image) => image.alt || 'the picture'}
          onReorder={setImages}
          onMove={(id, to) => saveMove('gallery', id, to)}
        >
        {(ordered) => (
          <ul className="admin-gallery admin-gallery--texts">
            {ordered.map((image, index) => {
              const altId = fieldIds.galleryAlt(image.key);
              const captionId = fieldIds.galleryCaption(image.key);
              return (
                <SortableItem key={image.key} as="li" id={image.key} disabled={Boolean(image.file || image.media) || image.id === undefined} className="admin-gallery__item">
                  {(handle) => (
                  <>
                    {handle && <DragHandle handle={handle} label={`gallery image ${index + 1}`} />}
                    <img src={image.url} alt={image.alt || `Gallery image ${index + 1}`} />
                    {(image.file || image.media) && isEdit && <span className="admin-badge admin-badge--new">Not saved yet</span>}
                    {image.file && image.shrunk && (
                      <p className="admin-field__hint">
                        {image.file.name} · {formatBytes(image.file.size)} (shrunk from {formatBytes(image.shrunk.fromBytes)} to {image.shrunk.width} ×{' '}
                        {image.shrunk.height} px)
                      </p>
                    )}
                    <div className="admin-field">
                      <label htmlFor={altId}>
                        Gallery image {index + 1} alt text
                        {(image.file || image.media) && <RequiredMark />}
                      </label>
                      <input
                        id={altId}
                        aria-required={Boolean(image.file || image.media) || undefined}
                        maxLength={galleryTexts.alt_text.maxLength.chars}
                        value={image.alt}
                        {...invalidProps(altId, messageOf(altId))}
                        onChange={(event) => {
                          update(image.key, { alt: event.target.value });
                          settle(altId);
                        }}
                      />
                      <FieldError fieldId={altId} message={messageOf(altId)} />
                    </div>
                    <div className="admin-field">
                      <label htmlFor={captionId}>Gallery image {index + 1} caption (optional)</label>
                      <input
                        id={captionId}
                        maxLength={galleryTexts.caption.maxLength.chars}
                        value={image.caption}
                        onChange={(event) => update(image.key, { caption: event.target.value })}
                      />
                    </div>
                    <button
                      type="button"
                      className="admin-button admin-button--danger admin-button--small"
                      onClick={() => onRemove({ type: 'gallery', key: image.key, id: image.id, what: `gallery image ${index + 1}` })}
                    >
                      Remove image {index + 1}
                    </button>
                  </>
                  )}
                </SortableItem>
              );
            })}
          </ul>
        )}
        </ReorderableList>
      )}
      <ListStatus status={status} />
      <div className="admin-field">
        <label htmlFor={fieldIds.gallery}>Add gallery images</label>
        <input
          id={fieldIds.gallery}
          type="file"
          multiple
          accept={imageAccept}
          {...invalidProps(fieldIds.gallery, messageOf(fieldIds.gallery), 'venture-gallery-hint')}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            if (chosen.length === 0) return;
            picked(fieldIds.gallery);
            const tooBig = chosen.filter((file) => file.size > uploadAreas.ventureGallery.maxBytes);
            if (tooBig.length > 0) {
              tooLarge(fieldIds.gallery)(validationMessages.galleryImagesDropped);
              setOversized((current) => [...current, ...tooBig.map((file) => ({ key: `${newKey()}-oversized`, file }))]);
            }
            const fitting = chosen.filter((file) => file.size <= uploadAreas.ventureGallery.maxBytes);
            if (fitting.length > 0) add(fitting);
          }}
        />
        <FieldError fieldId={fieldIds.gallery} message={messageOf(fieldIds.gallery)} />
        <button type="button" className="admin-button admin-button--small" onClick={() => setChoosing(true)}>
          Add from library<span className="visually-hidden"> (gallery)</span>
        </button>
        {choosing && (
          <Suspense fallback={null}>
            <MediaChooser
              what="gallery picture"
              onChoose={(media) => {
                setChoosing(false);
                const key = newKey();
                setImages((current) => [...current, { key, media, url: media.url, alt: media.decorative ? '' : media.alt_text, caption: media.caption }]);
                picked(fieldIds.gallery);
                touch();
                focusAltOf.current = key;
              }}
              onClose={() => setChoosing(false)}
            />
          </Suspense>
        )}
        {oversized.length > 0 && (
          <ul className="admin-gallery-offers">
            {oversized.map(({ key, file }) => (
              <li key={key} id={key}>
                <ShrinkOffer
                  id={`${key}-text`}
                  file={file}
                  maxBytes={uploadAreas.ventureGallery.maxBytes}
                  recommended={recommendedSize}
                  what={`gallery picture ${file.name}`}
                  onShrunk={(outcome) => shrunkToFit(key, outcome)}
                >
                  <button type="button" className="admin-button admin-button--small" onClick={() => withdraw(key)}>
                    Leave out<span className="visually-hidden"> (gallery picture {file.name})</span>
                  </button>
                </ShrinkOffer>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
