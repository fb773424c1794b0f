// An image field: the current image or a preview of the chosen file, its name and size, and the
// spec's size limit checked with its exact message before anything is uploaded (the server still
// decides). The message goes to the form, which shows it for 2 s (SPEC §4); the picker keeps it
// beside a "Shrink to fit" offer that redraws the picture smaller in the browser (issue 20).
import { useEffect, useId, useRef, useState } from 'react';
import { recommendedSizeFromHint, type Size } from './shrink-plan';
import { formatBytes, formatLimit, ShrinkOffer, type ShrinkOutcome } from './shrink-offer';
import './image-picker.css';

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

  const shown = preview ?? currentUrl ?? null;
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
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <p className="admin-field__hint" id={`${id}-hint`}>
        JPEG, PNG, WebP, GIF or AVIF, at most {limit}.{hint ? ` ${hint}.` : ''}
      </p>
      <div className="admin-image-picker__frame">
        {shown ? (
          <img className="admin-image-picker__preview" src={shown} alt={preview ? `Preview of the chosen ${label.toLowerCase()}` : `Current ${label.toLowerCase()}`} />
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
      {/* Taken out of the grid by .visually-hidden: tells a screen reader what the shrinking did. */}
      <span className="visually-hidden" aria-live="polite">
        {shrunk && shrunk.file === file ? `Shrunk to ${formatBytes(shrunk.file.size)}.` : ''}
      </span>
    </div>
  );
}
