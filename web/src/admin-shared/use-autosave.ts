// "Editors never lose work" (issue 22): while a form has unsaved changes, its text fields go to the
// editor's private autosave AUTOSAVE_INTERVAL_MS after the first change not yet sent (so at most
// one PUT per interval however fast they type, and none while nothing changes). Opening the form
// looks for an autosave newer than the item and offers it back. window.setTimeout and Date are
// used so that a browser test moves the time with Playwright's page.clock instead of waiting.
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_INTERVAL_MS, type EditorialKind } from '@common/editorial';
import { type Autosave, type AutosaveKey, deleteAutosave, fetchAutosave, putAutosave } from './api/autosaves';

export type AutosaveOptions = {
  kind: EditorialKind;
  key: AutosaveKey;
  /** The form's text fields as they are now (plain JSON). */
  fields: Record<string, unknown>;
  /** The form has changes not yet saved. */
  dirty: boolean;
  /** The saved item's last change; an autosave not newer than this is stale. null for a new item. */
  itemUpdatedAt: string | null;
  /** false while the form is not ready (still loading the item): nothing is read or written. */
  enabled?: boolean;
};

export function useAutosave({ kind, key, fields, dirty, itemUpdatedAt, enabled = true }: AutosaveOptions) {
  const [offer, setOffer] = useState<Autosave | null>(null);
  const latest = useRef(fields);
  latest.current = fields;
  /** The fields the last PUT sent (as JSON), so an unchanged form is not sent again. */
  const sent = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const serialized = JSON.stringify(fields);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchAutosave(kind, key, controller.signal).then(
      (found) => {
        if (found && (itemUpdatedAt === null || Date.parse(found.saved_at) > Date.parse(itemUpdatedAt))) setOffer(found);
      },
      // No offer is no loss: the form works as before.
      (error: unknown) => !controller.signal.aborted && console.error('Failed to read the autosave', error),
    );
    return () => controller.abort();
  }, [kind, key, itemUpdatedAt, enabled]);

  const send = useCallback(
    async (force: boolean) => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
      const json = JSON.stringify(latest.current);
      if (!force && json === sent.current) return;
      sent.current = json;
      try {
        await putAutosave(kind, key, latest.current);
      } catch (error) {
        // The next change tries again.
        sent.current = null;
        throw error;
      }
    },
    [kind, key],
  );

  // The first change not yet sent starts the interval; later ones ride along with it.
  useEffect(() => {
    if (!enabled || !dirty || serialized === sent.current || timer.current !== undefined) return;
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      send(false).catch((error: unknown) => console.error('Autosave failed', error));
    }, AUTOSAVE_INTERVAL_MS);
  }, [serialized, dirty, enabled, send]);

  // Saved, saving or reverted meanwhile: the pending autosave would only outlive the save.
  useEffect(() => {
    if (dirty && enabled) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, [dirty, enabled]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Sends the fields now, changed or not (the preview shows the autosave). */
  const saveNow = useCallback(() => send(true), [send]);

  /** The item was saved: its autosave is spent. */
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    sent.current = null;
    setOffer(null);
    deleteAutosave(kind, key).catch(() => undefined);
  }, [kind, key]);

  /** Takes the offered fields (the form fills itself with them). */
  const recover = useCallback(() => {
    const fields = offer?.fields ?? {};
    setOffer(null);
    return fields;
  }, [offer]);

  const discard = useCallback(() => {
    setOffer(null);
    deleteAutosave(kind, key).catch((error: unknown) => console.error('Failed to discard the autosave', error));
  }, [kind, key]);

  return { offer, saveNow, clear, recover, discard };
}
