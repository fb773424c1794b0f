// MESSAGES: the contact inbox, newest first, with each message's e-mail delivery state and a
// read / unread toggle.
import { useEffect, useState } from 'react';
import type { ContactMessageItem } from '../../../../common/api-types';
import { apiRequest } from '../../lib/api-client';
import { actionErrorText } from '../admin-shared/admin-errors';
import { BannerView, Spinner, useBanner } from '../admin-shared/banners';
import { Pagination } from '../admin-shared/pagination-nav';

const deliveryLabels: Record<ContactMessageItem['delivery_status'], string> = {
  queued: 'Waiting to be e-mailed',
  sent: 'E-mailed',
  failed: 'E-mail failed',
};

export function MessagesInbox() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ messages: ContactMessageItem[]; total_pages: number } | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const { banner, show, dismiss } = useBanner();

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<{ messages: ContactMessageItem[]; total_pages: number }>('contact-us/messages.php', { query: { page }, signal: controller.signal }).then(
      setData,
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load messages', error);
        setData({ messages: [], total_pages: 0 });
      },
    );
    return () => controller.abort();
  }, [page, reloadKey]);

  async function markRead(message: ContactMessageItem, read: boolean) {
    try {
      await apiRequest('contact-us/messages.php', { method: 'POST', body: { id: message.id, read } });
      setReloadKey((key) => key + 1);
    } catch (error) {
      show({ kind: 'error', text: actionErrorText(error) });
    }
  }

  return (
    <section className="admin-section" aria-labelledby="messages-heading">
      <div className="admin-section__head">
        <h2 id="messages-heading">Messages</h2>
      </div>
      <BannerView banner={banner} onDismiss={dismiss} />
      {!data ? (
        <Spinner label="Loading messages…" />
      ) : data.messages.length === 0 ? (
        <p className="admin-table__empty">No messages yet.</p>
      ) : (
        <ul className="admin-messages">
          {data.messages.map((message) => (
            <li key={message.id} className={`admin-message ${message.read ? '' : 'admin-message--unread'}`}>
              <div className="admin-message__head">
                <strong>{message.name}</strong>
                <a href={`tel:${message.mobile}`}>{message.mobile}</a>
                <time dateTime={message.created_at}>{new Date(message.created_at).toLocaleString('en-IN')}</time>
                {!message.read && <span className="admin-badge">New</span>}
                <span className={`admin-badge admin-badge--${message.delivery_status}`} title={message.last_error ?? undefined}>
                  {deliveryLabels[message.delivery_status]}
                  {message.delivery_status !== 'sent' && message.delivery_attempts > 0 ? ` (${message.delivery_attempts} attempts)` : ''}
                </span>
              </div>
              <p className="admin-message__notes">{message.notes}</p>
              <button type="button" className="admin-button admin-button--small" onClick={() => void markRead(message, !message.read)}>
                Mark as {message.read ? 'unread' : 'read'}
              </button>
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={page} totalPages={data.total_pages} onChange={(next) => next !== page && setPage(next)} />}
    </section>
  );
}
