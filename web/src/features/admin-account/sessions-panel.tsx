// The Account screen's sessions: every browser signed in to this account (device, address, signed
// in, last seen), this one marked; End per row, and "Sign out everywhere else". Ending this
// browser's own session signs it out (the 401 of the next call returns to the sign-in page).
import { useState } from 'react';
import type { SessionSummary } from '@common/accounts';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { AdminTable } from '@/admin-shared/admin-table';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { IndiaTime } from '@/admin-shared/india-time';
import { useAsync } from '@/lib/use-async';
import { endOtherSessions, endOwnSession, fetchOwnSessions } from './api/sessions';

export function SessionsPanel() {
  const sessions = useAsync((signal) => fetchOwnSessions(signal), []);
  const [busy, setBusy] = useState(false);
  const { banner, show, dismiss } = useBanner();

  async function run(call: () => Promise<{ message: string }>) {
    setBusy(true);
    try {
      const reply = await call();
      void show({ kind: 'success', text: reply.message }, 4000);
      sessions.reload();
    } catch (error) {
      void show({ kind: 'error', text: actionErrorText(error) });
    } finally {
      setBusy(false);
    }
  }

  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <section className="admin-section admin-account__panel" aria-labelledby="sessions-heading">
      <div className="admin-section__head">
        <h2 id="sessions-heading">Your sessions</h2>
        {others > 0 && (
          <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={() => void run(endOtherSessions)}>
            Sign out everywhere else
          </button>
        )}
      </div>
      <p className="admin-section__hint">Every browser signed in to your account. Times are India time (IST).</p>
      <BannerView banner={banner} onDismiss={dismiss} />
      {sessions.status === 'loading' && !sessions.data && <Spinner label="Loading your sessions…" />}
      {sessions.status === 'error' && <p className="admin-table__empty">{actionErrorText(sessions.error, 'Your sessions could not be loaded.')}</p>}
      {sessions.status === 'success' && (
        <AdminTable className="admin-account__sessions" label="Your sessions" columns={['Device', 'Address', 'Signed in', 'Last seen', 'Actions']}>
          {list.map((session) => (
            <SessionRow key={session.id} session={session} busy={busy} onEnd={() => void run(() => endOwnSession(session.id))} />
          ))}
        </AdminTable>
      )}
    </section>
  );
}

function SessionRow({ session, busy, onEnd }: { session: SessionSummary; busy: boolean; onEnd(): void }) {
  return (
    <tr>
      <td data-label="Device">
        {session.device}
        {session.current && <span className="admin-badge admin-badge--new admin-account__this">This browser</span>}
      </td>
      <td data-label="Address">{session.address ?? '—'}</td>
      <td data-label="Signed in">
        <IndiaTime at={session.signed_in_at} />
      </td>
      <td data-label="Last seen">
        <IndiaTime at={session.last_seen_at} />
      </td>
      <td data-label="Actions">
        <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={onEnd}>
          End<span className="visually-hidden"> the session of {session.device}{session.current ? ' (this browser)' : ''}</span>
        </button>
      </td>
    </tr>
  );
}
