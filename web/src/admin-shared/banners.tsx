// Success and error banners shown in the page (never alert()), each with its own lifetime
// (SPEC §9: success 2 s after a save, 1 s after a delete; size errors 2 s; other errors stay
// until dismissed). A banner may carry one action (Undo after a move to the trash), so that a
// reversible step is undone from its notice instead of being asked about first (issue 48).
import { useCallback, useEffect, useRef, useState } from 'react';
import './banners.css';

/** `action`: a button in the notice, e.g. Undo; it should say what it undoes to a screen reader too. */
export type BannerAction = { label: string; describedAs?: string; run(): void };
export type Banner = { kind: 'success' | 'error'; text: string; action?: BannerAction };

export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Shows a banner; with `forMs` it disappears by itself, and the promise resolves then. */
  const show = useCallback((next: Banner, forMs?: number) => {
    window.clearTimeout(timer.current);
    setBanner(next);
    if (forMs === undefined) return Promise.resolve();
    return new Promise<void>((resolve) => {
      timer.current = window.setTimeout(() => {
        setBanner(null);
        resolve();
      }, forMs);
    });
  }, []);
  const dismiss = useCallback(() => {
    window.clearTimeout(timer.current);
    setBanner(null);
  }, []);
  return { banner, show, dismiss };
}

export function BannerView({ banner, onDismiss }: { banner: Banner | null; onDismiss(): void }) {
  // A notice's action runs once: a second click (a double click on Undo) would undo again what is
  // already undone, and be told nothing was. A new notice's action is live again.
  const ranFor = useRef<Banner | null>(null);
  const [, setRanFor] = useState<Banner | null>(null);
  if (!banner) return null;
  const action = banner.action;
  const ran = ranFor.current === banner;
  return (
    <div className={`admin-banner admin-banner--${banner.kind}`} role={banner.kind === 'error' ? 'alert' : 'status'}>
      <span>{banner.text}</span>
      {action && (
        <button
          type="button"
          className="admin-button admin-button--small admin-banner__action"
          disabled={ran}
          onClick={() => {
            if (ranFor.current === banner) return;
            ranFor.current = banner;
            setRanFor(banner);
            action.run();
          }}
        >
          {action.label}
          {action.describedAs && <span className="visually-hidden"> {action.describedAs}</span>}
        </button>
      )}
      <button type="button" className="admin-banner__close" onClick={onDismiss} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="admin-spinner" role="status" aria-live="polite">
      <span className="admin-spinner__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
