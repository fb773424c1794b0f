// The note above a draft's form when the scheduler did not publish it at its time, because it then
// lacked something publishing needs, and made it a draft again (server scheduled-publishing.ts).
// Read from the item's newest revision, so it lasts until the next save.
import { useEffect, useState } from 'react';
import type { EditorialKind, ItemStatus } from '@common/editorial';
import { fetchRevisions } from './api/revisions';
import { IndiaTime } from './india-time';
import './autosave-offer.css';

export function MissedScheduleNotice({ kind, id, status, updatedAt }: { kind: EditorialKind; id: number; status: ItemStatus; updatedAt: string }) {
  const [missedAt, setMissedAt] = useState<string | null>(null);
  useEffect(() => {
    setMissedAt(null);
    if (status !== 'draft') return;
    const controller = new AbortController();
    fetchRevisions(kind, id, controller.signal).then(
      ([newest]) => setMissedAt(newest?.event === 'not_published' ? newest.created_at : null),
      // Only a note: the form works without it, and the history screen says the same.
      () => undefined,
    );
    return () => controller.abort();
  }, [kind, id, status, updatedAt]);
  if (!missedAt) return null;
  return (
    <div className="admin-form-notice" role="status">
      <p>
        Not published at its scheduled time (<IndiaTime at={missedAt} />): it lacked something publishing needs, so it is a draft again. Publish shows what is missing.
      </p>
    </div>
  );
}
