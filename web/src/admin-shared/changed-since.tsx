// What a form shows when its save was refused because the item was saved since the form read it
// (server/src/editorial/changed-since.ts): who saved, and the editor's two ways on, since neither
// is safe to take for them: save their changes over it, or load the saved version and drop them.
// The History screen shows what the other save changed.
import { useCallback } from 'react';
import { Link } from 'react-router';
import { CHANGED_SINCE, type EditorialKind } from '@common/editorial';
import { paths } from '@/lib/paths';
import { ApiError } from '@/lib/api-client';
import './autosave-offer.css';

/** The refusal: the server's words, and the item's updated_at now, from which a save over it is sent. */
export type ChangedSince = { message: string; updatedAt: string };

/** The refusal in a failed save's error or reply body, or null for any other failure. */
export function changedSinceIn(failure: unknown): ChangedSince | null {
  const body = failure instanceof ApiError ? failure.body : failure;
  if (typeof body !== 'object' || body === null) return null;
  const { code, error, updated_at: updatedAt } = body as Record<string, unknown>;
  return code === CHANGED_SINCE && typeof error === 'string' && typeof updatedAt === 'string' ? { message: error, updatedAt } : null;
}

/** `history`: the item whose History screen the notice links to; none where the history is on the screen. */
export function ChangedSinceNotice({
  changed,
  history,
  onSaveOver,
  onLoadSaved,
}: {
  changed: ChangedSince;
  history?: { kind: EditorialKind; id: number };
  onSaveOver(): void;
  onLoadSaved(): void;
}) {
  // The notice takes the focus, as an error banner's text is announced: the editor's next step is here.
  const focusOnAttach = useCallback((element: HTMLDivElement | null) => element?.focus(), []);
  return (
    <div ref={focusOnAttach} className="admin-autosave-offer" role="alert" tabIndex={-1}>
      <p>
        {changed.message} {history && <Link to={paths.adminHistory(history.kind, history.id)}>See its history</Link>}
      </p>
      <div className="admin-autosave-offer__actions">
        <button type="button" className="admin-button admin-button--primary" onClick={onSaveOver}>
          Save mine over it
        </button>
        <button type="button" className="admin-button" onClick={onLoadSaved}>
          Load the saved version
        </button>
      </div>
    </div>
  );
}
