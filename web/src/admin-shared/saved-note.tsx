// The line a form shows after a save that keeps the editor on the item (issue 48): what the save
// did and when, in India time. It takes the focus when the form comes back with it, so a keyboard
// or screen-reader user hears the outcome where the form starts again.
import { useCallback } from 'react';
import { IndiaTime } from './india-time';

/** A save's outcome: the success text (SPEC's, or the state's) and the moment, ISO 8601. */
export type SavedNoteText = { text: string; at: string };

export function SavedNote({ note }: { note: SavedNoteText | null }) {
  const focusOnAttach = useCallback((element: HTMLParagraphElement | null) => element?.focus(), []);
  if (!note) return null;
  return (
    <p ref={focusOnAttach} className="admin-saved-note" role="status" tabIndex={-1}>
      {note.text} <span className="admin-saved-note__time">Saved <IndiaTime at={note.at} /></span>
    </p>
  );
}
