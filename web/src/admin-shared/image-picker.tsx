// An image field: the current image or a preview of the chosen file, its name and size, and the
// spec's size limit checked with its exact message before anything is uploaded (the server still
// decides). The message goes to the form, which shows it for 2 s (SPEC §4); the picker keeps it
// beside a "Shrink to fit" offer that redraws the picture smaller in the browser (issue 20).
// Given `library`, it also offers "Choose from library" (issue 24: the chosen picture's id is sent
// instead of a file); given `alt`, the alt text and decorative mark of the picture the item keeps.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { MEDIA_ALT_MAX, type MediaItem } from '@common/media';
import { findMediaByName } from './api/media';
import { FieldError, invalidProps } from './field-problems';
import { recommendedSizeFromHint, type Size } from './shrink-plan';
import { formatBytes, formatLimit, ShrinkOffer, type ShrinkOutcome } from './shrink-offer';
import './image-picker.css';
import './media-library.css';
import { RequiredMark } from './required-mark';

// The chooser is a chunk of its own, fetched when first opened: the forms' first load does not carry it.
const MediaChooser = lazy(() => import('./media-chooser').then((module) => ({ default: module.MediaChooser })));

/** A library choice for the field: the chosen picture, and how to choose (null: back to the current image). */
export type LibraryChoice = { chosen: MediaItem | null; onChoose(item: MediaItem | null): void };

/**
 * The alt text and decorative mark of the field's picture. `found`: the change is what the library
 * says of the current picture, not the editor's (so not an unsaved change).
 */
export type AltChoice = {
  text: string;
  decorative: boolean;
  /** Ask the library whether '' means decorative. */
  unsure?: boolean;
  onChange(next: { text: string; decorative: boolean }, how?: { found: true }): void;
  /** The alt text input's id, for a form that names it (its message, the focus on a failed publish). */
  inputId?: string;
  /** Why the alt text stops a publish, shown under it (field-problems.tsx). */
  error?: string;
};

export const imageAccept = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export function ImagePicker({
  label,
  file,
  currentUrl,
  maxBytes,
  tooLargeMessage,
  hint,
  recommended,
  required,
  error,
  errorId,
  onChange,
  onTooLarge,
  library,
  alt,
}: {
  label: string;
  file: File | null;
  currentUrl?: string | null;
  maxBytes: number;
  tooLargeMessage: string;
  /** e.g. 'Recommended 1900 × 600 px' (SPEC §5: hints only). */
  hint?: string;
  /** The size "Shrink to fit" draws at; by default the hint's 'Recommended W × H px', else 1600 px on the long side. */
  recommended?: Size | null;
  required?: boolean;
  /** The form's message for this field (missing, too large…), shown under it with `errorId`. */
  error?: string;
  errorId?: string;
  onChange(file: File | null): void;
  onTooLarge(message: string): void;
  library?: LibraryChoice;
  alt?: AltChoice;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      if (input.current) input.current.value = '';
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // A picked file over the limit, kept (never sent) so that it can be shrunk on demand.
  const [oversized, setOversized] = useState<File | null>(null);
  // Each such pick is a new offer (the same file picked again starts afresh).
  const [oversizedPicks, setOversizedPicks] = useState(0);
  const [shrunk, setShrunk] = useState<ShrinkOutcome | null>(null);

  const [choosing, setChoosing] = useState(false);
  const chosen = library?.chosen ?? null;
  useDecorativeMark(alt, currentUrl, Boolean(file || chosen));
  const shown = preview ?? chosen?.url ?? currentUrl ?? null;
  const what = label.toLowerCase();
  // A too-large message the shrink offer already shows is not said twice: the input points at the offer.
  const offerSaysIt = Boolean(error && oversized && error === tooLargeMessage);
  const describedBy = [`${id}-hint`, error ? (offerSaysIt ? `${id}-oversized` : errorId) : undefined].filter(Boolean).join(' ');
  const limit = formatLimit(maxBytes);

  const shrunkToFit = (outcome: ShrinkOutcome) => {
    setShrunk(outcome);
    setOversized(null);
    onChange(outcome.file);
    // The offer and its button are gone: keep the keyboard in this field.
    input.current?.focus();
  };
  return (
    <div className="admin-field admin-image-picker">
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <p className="admin-field__hint" id={`${id}-hint`}>
        JPEG, PNG, WebP, GIF or AVIF, at most {limit}.{hint ? ` ${hint}.` : ''}
      </p>
      <div className="admin-image-picker__frame">
        {shown ? (
          <img className="admin-image-picker__preview" src={shown} alt={preview ? `Preview of the chosen ${what}` : chosen ? `The ${what} chosen from the library` : `Current ${what}`} />
        ) : (
          <span className="admin-image-picker__empty">No image yet</span>
        )}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={imageAccept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          if (chosen && chosen.size > maxBytes) {
            event.target.value = '';
            setOversized(chosen);
            setOversizedPicks((count) => count + 1);
            onTooLarge(tooLargeMessage);
            return;
          }
          setOversized(null);
          onChange(chosen);
        }}
      />
      {oversized && (
        <ShrinkOffer
          key={oversizedPicks}
          id={`${id}-oversized`}
          file={oversized}
          maxBytes={maxBytes}
          recommended={recommended === undefined ? recommendedSizeFromHint(hint) : recommended}
          message={tooLargeMessage}
          what={label.toLowerCase()}
          onShrunk={shrunkToFit}
        />
      )}
      {error && !offerSaysIt && (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      )}
      {file && (
        <p className="admin-image-picker__chosen">
          <span>
            {file.name} · {formatBytes(file.size)}
            {shrunk?.file === file && ` (shrunk from ${formatBytes(shrunk.fromBytes)} to ${shrunk.width} × ${shrunk.height} px)`}
          </span>
          <button type="button" className="admin-link-button" onClick={() => onChange(null)}>
            {currentUrl ? 'Keep the current image' : 'Clear'}
            <span className="visually-hidden"> ({label.toLowerCase()})</span>
          </button>
        </p>
      )}
      {library && (
        <div className="admin-image-picker__library">
          <button type="button" className="admin-button admin-button--small" onClick={() => setChoosing(true)}>
            Choose from library<span className="visually-hidden"> ({what})</span>
          </button>
          {chosen && (
            <p className="admin-image-picker__chosen">
              <span>
                From the library: {chosen.name}
                {chosen.width && chosen.height ? ` · ${chosen.width} × ${chosen.height} px` : ''}
              </span>
              <button type="button" className="admin-link-button" onClick={() => library.onChoose(null)}>
                {currentUrl ? 'Keep the current image' : 'Clear'}
                <span className="visually-hidden"> ({what})</span>
              </button>
            </p>
          )}
        </div>
      )}
      {library && choosing && (
        <Suspense fallback={null}>
          <MediaChooser
            what={what}
            onChoose={(item) => {
              setChoosing(false);
              setOversized(null);
              library.onChoose(item);
            }}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
      {alt && <AltFields label={label} alt={alt} />}
      {/* Taken out of the grid by .visually-hidden: tells a screen reader what the shrinking did. */}
      <span className="visually-hidden" aria-live="polite">
        {shrunk && shrunk.file === file ? `Shrunk to ${formatBytes(shrunk.file.size)}.` : ''}
      </span>
    </div>
  );
}

/**
 * An item's reply says '' both for a decorative picture and for one without alt text: for the
 * current picture with '' the library tells which, once per picture, so that the mark shows as stored.
 */
function useDecorativeMark(alt: AltChoice | undefined, currentUrl: string | null | undefined, replaced: boolean) {
  const ask = alt?.unsure && alt.text === '' && !alt.decorative && !replaced && currentUrl ? currentUrl : null;
  const onChange = useRef(alt?.onChange);
  onChange.current = alt?.onChange;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!ask || asked.current === ask) return;
    asked.current = ask;
    const controller = new AbortController();
    const name = decodeURIComponent(ask.slice(ask.lastIndexOf('/') + 1));
    findMediaByName(name, controller.signal).then(
      (item) => item?.decorative && onChange.current?.({ text: '', decorative: true }, { found: true }),
      // Not known: the mark stays unchecked, and publishing asks for alt text.
      () => undefined,
    );
    return () => controller.abort();
  }, [ask]);
}

/**
 * "Alt text" and "Decorative (no alt text needed)" under an image: a decorative picture needs none.
 * Their group names the field (a form may have several images); their own labels stay short, so
 * that a label search for the field finds its file input alone.
 */
function AltFields({ label, alt }: { label: string; alt: AltChoice }) {
  const id = useId();
  const inputId = alt.inputId ?? `${id}-alt`;
  return (
    <fieldset className="admin-image-picker__alt">
      <legend className="visually-hidden">Description of the {label.toLowerCase()}</legend>
      <div className="admin-field">
        <label htmlFor={inputId}>Alt text</label>
        <input
          id={inputId}
          type="text"
          maxLength={MEDIA_ALT_MAX}
          value={alt.decorative ? '' : alt.text}
          disabled={alt.decorative}
          {...invalidProps(inputId, alt.error, `${id}-alt-hint`)}
          onChange={(event) => alt.onChange({ text: event.target.value, decorative: false })}
        />
        <FieldError fieldId={inputId} message={alt.error} />
        <p className="admin-field__hint" id={`${id}-alt-hint`}>
          What the picture shows, for visitors who cannot see it; needed before publishing.
        </p>
      </div>
      <label>
        <input type="checkbox" checked={alt.decorative} onChange={(event) => alt.onChange({ text: alt.text, decorative: event.target.checked })} />
        Decorative (no alt text needed)
      </label>
    </fieldset>
  );
}
