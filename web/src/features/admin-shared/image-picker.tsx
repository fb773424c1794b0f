// An image field: the current image or a preview of the chosen file, its name and size, and the
// spec's size limit checked with its exact message before anything is uploaded (the server still
// decides). The message goes to the form, which shows it for 2 s (SPEC §4).
import { useEffect, useId, useRef, useState } from 'react';

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
  required,
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
  required?: boolean;
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

  const shown = preview ?? currentUrl ?? null;
  const limit = formatBytes(maxBytes).replace('.0 ', ' ');
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
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          if (chosen && chosen.size > maxBytes) {
            event.target.value = '';
            onTooLarge(tooLargeMessage);
            return;
          }
          onChange(chosen);
        }}
      />
      {file && (
        <p className="admin-image-picker__chosen">
          <span>
            {file.name} · {formatBytes(file.size)}
          </span>
          <button type="button" className="admin-link-button" onClick={() => onChange(null)}>
            {currentUrl ? 'Keep the current image' : 'Clear'}
            <span className="visually-hidden"> ({label.toLowerCase()})</span>
          </button>
        </p>
      )}
    </div>
  );
}
