// "Shrink to fit" for one picked picture over its field's limit (issue 20): what is wrong with it
// (its name and size), and a button that redraws it smaller in the browser (shrink-image.ts). The
// file is never sent as it is. The image picker shows one for its file; the venture gallery one for
// each oversized file of a multiple choice. Give it a `key` per file: a new file is a new offer.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { shrinkImage, type ShrunkImage } from './shrink-image';
import type { Size } from './shrink-plan';
import './shrink-offer.css';

export function formatBytes(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A limit as the hints say it: '600 KB', '1 MB'. */
export const formatLimit = (bytes: number) => formatBytes(bytes).replace('.0 ', ' ');

export type ShrinkOutcome = ShrunkImage & { fromBytes: number };

export function ShrinkOffer({
  id,
  file,
  maxBytes,
  recommended,
  message,
  what,
  onShrunk,
  children,
}: {
  /** The id of the offer's text: a field's aria-describedby may name it. */
  id: string;
  file: File;
  maxBytes: number;
  /** The size to draw at (shrink-plan.ts), or null for the default long side. */
  recommended: Size | null;
  /** The spec's too-large message, said first; without it the offer names the limit itself. */
  message?: string;
  /** What the button shrinks, for a screen reader ('banner image', 'gallery picture big.jpg'). */
  what: string;
  onShrunk(outcome: ShrinkOutcome): void;
  /** More actions beside the button. */
  children?: ReactNode;
}) {
  const [shrinking, setShrinking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A result that comes back after the offer went (another file picked, or left out) is dropped.
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const shrink = async () => {
    setShrinking(true);
    setError(null);
    let result: ShrunkImage | null | undefined;
    try {
      result = await shrinkImage(file, maxBytes, recommended);
    } catch {
      result = undefined;
    }
    if (!shown.current) return;
    setShrinking(false);
    if (!result) {
      setError(
        result === null
          ? `This picture cannot be shrunk under ${formatLimit(maxBytes)} here; choose a smaller file.`
          : 'This browser cannot read this picture; choose a JPEG, PNG, WebP, GIF or AVIF file.',
      );
      return;
    }
    onShrunk({ ...result, fromBytes: file.size });
  };

  return (
    <div className="admin-image-picker__oversized" aria-busy={shrinking}>
      <p id={id}>
        {message ? (
          <>
            <strong>{message}</strong> {file.name} is {formatBytes(file.size)};
          </>
        ) : (
          <>
            {file.name} is {formatBytes(file.size)}, over the {formatLimit(maxBytes)} limit;
          </>
        )}{' '}
        it can be made smaller here before it is sent.
      </p>
      <div className="admin-image-picker__offer-actions">
        <button type="button" className="admin-button admin-button--small" aria-describedby={id} disabled={shrinking} onClick={() => void shrink()}>
          {shrinking ? 'Shrinking…' : 'Shrink to fit'}
          <span className="visually-hidden"> ({what})</span>
        </button>
        {children}
      </div>
      {error && (
        <p className="admin-image-picker__shrink-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
