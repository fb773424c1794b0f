// The note above a draft's form when the scheduler did not publish it at its time, because it then
// lacked something publishing needs, and made it a draft again (server scheduled-publishing.ts).
// The item's read says when (`missed_schedule_at`) until the next save, after which the form reads it again.
import { IndiaTime } from './india-time';
import './autosave-offer.css';

export function MissedScheduleNotice({ missedAt }: { missedAt: string | null | undefined }) {
  if (!missedAt) return null;
  return (
    <div className="admin-form-notice" role="status">
      <p>
        Not published at its scheduled time (<IndiaTime at={missedAt} />): it lacked something publishing needs, so it is a draft again. Publish shows what is missing.
      </p>
    </div>
  );
}
