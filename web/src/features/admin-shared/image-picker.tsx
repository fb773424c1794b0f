// An image field: the current image or a preview of the chosen file, its name and size, and the
// spec's size limit checked with its exact message before anything is uploaded (the server still
// decides). The message goes to the form, which shows it for 2 s (SPEC §4); the picker keeps it
// beside a "Shrink to fit" offer that redraws the picture smaller in the browser (issue 20).
import { useEffect, useId, useRef, useState } from 'react';
import { shrinkImage } from './shrink-image';
import { recommendedSizeFromHint, type Size } from './shrink-plan';

export const imageAccept = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export function formatBytes(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

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
  const [shrinking, setShrinking] = useState(false);
  const [shrinkError, setShrinkError] = useState<string | null>(null);
  const [shrunk, setShrunk] = useState<{ file: File; fromBytes: number; width: number; height: number } | null>(null);
  const attempt = useRef(0);

  const shown = preview ?? currentUrl ?? null;
  // A too-large message the shrink offer already shows is not said twice: the input points at the offer.
  const offerSaysIt = Boolean(error && oversized && error === tooLargeMessage);
  const describedBy = [`${id}-hint`, error ? (offerSaysIt ? `${id}-oversized` : errorId) : undefined].filter(Boolean).join(' ');
  const limit = formatBytes(maxBytes).replace('.0 ', ' ');
  const what = label.toLowerCase();

  const offerShrink = (chosen: File | null) => {
    attempt.current += 1;
    setOversized(chosen);
    setShrinking(false);
    setShrinkError(null);
  };

  const shrink = async () => {
    if (!oversized) return;
    const mine = ++attempt.current;
    setShrinking(true);
    setShrinkError(null);
    let result: Awaited<ReturnType<typeof shrinkImage>> | undefined;
    try {
      result = await shrinkImage(oversized, maxBytes, recommended === undefined ? recommendedSizeFromHint(hint) : recommended);
    } catch {
      result = undefined;
    }
    // Another file was picked (or the offer withdrawn) meanwhile: this result is stale.
    if (mine !== attempt.current) return;
    setShrinking(false);
    if (!result) {
      setShrinkError(
        result === null
          ? `This picture cannot be shrunk under ${limit} here; choose a smaller file.`
          : 'This browser cannot read this picture; choose a JPEG, PNG, WebP, GIF or AVIF file.',
      );
      return;
    }
    setShrunk({ file: result.file, fromBytes: oversized.size, width: result.width, height: result.height });
    setOversized(null);
    onChange(result.file);
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
            offerShrink(chosen);
            onTooLarge(tooLargeMessage);
            return;
          }
          offerShrink(null);
          onChange(chosen);
        }}
      />
      {oversized && (
        <div className="admin-image-picker__oversized" aria-busy={shrinking}>
          <p id={`${id}-oversized`}>
            <strong>{tooLargeMessage}</strong> {oversized.name} is {formatBytes(oversized.size)}; it can be made smaller here before it is sent.
          </p>
          <button type="button" className="admin-button admin-button--small" aria-describedby={`${id}-oversized`} disabled={shrinking} onClick={() => void shrink()}>
            {shrinking ? 'Shrinking…' : 'Shrink to fit'}
            <span className="visually-hidden"> ({what})</span>
          </button>
          {shrinkError && (
            <p className="admin-image-picker__shrink-error" role="alert">
              {shrinkError}
            </p>
          )}
        </div>
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
