// An image field: shows the current image or a preview of the chosen file, and refuses a file
// over the spec's limit with its exact message before anything is uploaded (the server decides
// again). The message is reported to the form, which shows it for 2 s (SPEC §4).
import { useEffect, useId, useState } from 'react';

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
  hint?: string;
  required?: boolean;
  onChange(file: File | null): void;
  onTooLarge(message: string): void;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl ?? null;
  return (
    <div className="admin-field admin-image-picker">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && <p className="admin-field__hint">{hint}</p>}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
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
      {shown && <img className="admin-image-picker__preview" src={shown} alt={preview ? `Preview of the chosen ${label.toLowerCase()}` : `Current ${label.toLowerCase()}`} />}
    </div>
  );
}
