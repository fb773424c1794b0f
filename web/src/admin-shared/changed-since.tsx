// What a form shows when its save was refused because the item was saved since the form read it
// (server/src/editorial/changed-since.ts): who saved, and the editor's two ways on, since neither
// is safe to take for them: save their changes over it, or load the saved version and drop them.
// The History screen shows what the other save changed.
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CHANGED_SINCE, type EditorialKind } from '@common/editorial';
import { paths } from '@/lib/paths';
import { ApiError } from '@/lib/api-client';
import './autosave-offer.css';

/** The refusal: the server's words, and the item's updated_at now (null: no longer saved), from which a save over it is sent. */
export type ChangedSince = { message: string; updatedAt: string | null };

/** The refusal in a failed save's error or reply body, or null for any other failure. */
export function changedSinceIn(failure: unknown): ChangedSince | null {
  const body = failure instanceof ApiError ? failure.body : failure;
  if (typeof body !== 'object' || body === null) return null;
  const { code, error, updated_at: updatedAt } = body as Record<string, unknown>;
  return code === CHANGED_SINCE && typeof error === 'string' && (typeof updatedAt === 'string' || updatedAt === null) ? { message: error, updatedAt } : null;
}

/** What a form keeps of a refusal: the refusal, and the step (Save, Publish…) to send again over it. */
export type Refusal<Step> = { changed: ChangedSince; step: Step };

/**
 * A form's part in the refusal: which updated_at its saves are made from, and the refusal while it
 * stands. Saving over it is the editor's choice, so only then do saves move to the newer read.
 */
export function useChangedSince<Step = void>() {
  // A ref, not state: Save mine over it sends at once, before a re-render could pass a new value on.
  const over = useRef<{ updatedAt: string | null } | null>(null);
  const [refusal, setRefusal] = useState<Refusal<Step> | null>(null);
  return {
    refusal,
    /** The expected_updated_at of a save: the newer save the editor chose to save over, else `readAt`, the form's read. */
    from: (readAt: string | null): string | null => (over.current ? over.current.updatedAt : readAt),
    /** Keeps `changed` (a refusal or null) with the step to send again; answers whether it was one. */
    keep(changed: ChangedSince | null, step: Step): boolean {
      if (changed) setRefusal({ changed, step });
      return changed !== null;
    },
    clear: () => setRefusal(null),
    /** Save mine over it: saves are made from the newer save from now on; answers the refused step to send again. */
    saveOver(standing: Refusal<Step>): Step {
      over.current = { updatedAt: standing.changed.updatedAt };
      setRefusal(null);
      return standing.step;
    },
    /**
     * The form read the item again (saved, or the saved version loaded): saves are made from that
     * read, or from `updatedAt` when given (a save's own time, before its form has read it back).
     */
    reread(updatedAt?: string) {
      over.current = updatedAt === undefined ? null : { updatedAt };
      setRefusal(null);
    },
  };
}

/** A form's part in the refusal, as useChangedSince() gives it. */
export type ChangedSinceState<Step> = ReturnType<typeof useChangedSince<Step>>;

/**
 * The refusal while it stands, with the editor's two ways on; nothing otherwise. `onSaveOver` is
 * given the refused step to send again (saves are then made from the newer save); `history`: the
 * item whose History screen the notice links to, none where the history is on the screen.
 */
export function ChangedSinceNotice<Step>({
  changes,
  history,
  onSaveOver,
  onLoadSaved,
}: {
  changes: ChangedSinceState<Step>;
  history?: { kind: EditorialKind; id: number } | undefined;
  onSaveOver(step: Step): void;
  onLoadSaved(): void;
}) {
  // The notice takes the focus, as an error banner's text is announced: the editor's next step is here.
  const focusOnAttach = useCallback((element: HTMLDivElement | null) => element?.focus(), []);
  const refusal = changes.refusal;
  if (!refusal) return null;
  return (
    <div ref={focusOnAttach} className="admin-autosave-offer" role="alert" tabIndex={-1}>
      <p>
        {refusal.changed.message} {history && <Link to={paths.adminHistory(history.kind, history.id)}>See its history</Link>}
      </p>
      <div className="admin-autosave-offer__actions">
        <button type="button" className="admin-button admin-button--primary" onClick={() => onSaveOver(changes.saveOver(refusal))}>
          Save mine over it
        </button>
        <button type="button" className="admin-button" onClick={onLoadSaved}>
          Load the saved version
        </button>
      </div>
    </div>
  );
}
