// MESSAGES: the contact inbox, newest first, searched by name, mobile or text or showing only the
// unread, with each message's e-mail delivery state, a read / unread toggle and "Mark all as read"
// with Undo in its notice (not for a viewer, who changes nothing), a CSV download of what the list
// keeps, and for an owner Delete, for good, after asking (spam, or a sender who asked to be
// forgotten).
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ContactMessageItem } from '@common/api-types';
import { useCan } from '@/admin-shared/account-context';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { DeliveryBadge } from '@/admin-shared/delivery-badge';
import { emptyListMessage } from '@/admin-shared/empty-list-message';
import { FilterChoices } from '@/admin-shared/filter-choices';
import { useFocusAfterRowRemoval } from '@/admin-shared/focus-after-delete';
import { ListSearch } from '@/admin-shared/list-controls';
import { useListPlace } from '@/admin-shared/list-url-state';
import { Pagination } from '@/admin-shared/pagination-nav';
import { usePagedList } from '@/admin-shared/use-paged-list';
import { IndiaTime } from '@/admin-shared/india-time';
import { paths } from '@/lib/paths';
import { deleteContactMessage, fetchMessagesPage, markAllMessagesRead, markMessageRead, messagesCsvUrl, undoMarkAllMessagesRead } from './api/messages';
import './messages-inbox.css';

const inboxSorts = ['newest'] as const;

/** The state filter's one value besides every message (?status=unread, as the overview links it). */
const UNREAD = 'unread';

export function MessagesInbox() {
  // The page, search and filter are in the URL (?section=messages&status=unread&q=pune&page=2); the
  // inbox has one order, newest first. A message marked read under "Unread" stays until the next
  // load, so the row being read does not vanish under the pointer.
  const { place, move } = useListPlace(inboxSorts, 'newest');
  const q = place.q;
  const unreadOnly = place.status === UNREAD;
  const goToPage = useCallback((page: number, options?: { replace?: boolean }) => move({ page }, options), [move]);
  const search = useCallback((next: string) => move({ q: next, page: 1 }, { replace: true }), [move]);
  // Whether the server has a mail server; until the first page says, the badges read as before.
  const [mailConfigured, setMailConfigured] = useState(true);
  // Unread on every page, not only this one; a mark here moves it at once.
  const [unread, setUnread] = useState(0);
  // The newest message when the list was read: "Mark all as read" marks up to it, not one come in since.
  const [newestId, setNewestId] = useState<number | null>(null);
  const load = useCallback(
    async (page: number, signal: AbortSignal) => {
      const reply = await fetchMessagesPage(page, { q, unreadOnly }, signal);
      setMailConfigured(reply.mailConfigured);
      setUnread(reply.unread);
      setNewestId(reply.newestId);
      return reply;
    },
    [q, unreadOnly],
  );
  const { page, goTo, list, loading, reload, updateItems } = usePagedList(load, 'messages', { page: place.page, goTo: goToPage });
  const { banner, show, dismiss } = useBanner();
  const canWrite = useCan('write');
  const isOwner = useCan('own');
  const [deleting, setDeleting] = useState<ContactMessageItem | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const inbox = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A deleted message's buttons go with it: focus moves to the next message's, else to the heading.
  useFocusAfterRowRemoval(
    (list?.items ?? []).map((message) => String(message.id)),
    (key) => inbox.current?.querySelector<HTMLElement>(`[data-message="${key}"] button`) ?? null,
    () => heading.current,
  );

  async function toggleRead(message: ContactMessageItem) {
    try {
      await markMessageRead(message.id, !message.read);
      updateItems((items) => items.map((item) => (item.id === message.id ? { ...item, read: !message.read } : item)));
      setUnread((count) => Math.max(0, count + (message.read ? 1 : -1)));
    } catch (error) {
      show({ kind: 'error', text: actionErrorText(error) });
    }
  }

  async function markAllRead() {
    if (newestId === null || markingAll) return;
    setMarkingAll(true);
    try {
      const { marked, markedAt } = await markAllMessagesRead(newestId, q);
      show({
        kind: 'success',
        text: markedAllText(marked, q),
        action: marked > 0 ? { label: 'Undo', describedAs: `(mark ${marked === 1 ? 'it' : 'them'} unread again)`, run: () => void undoMarkAllRead(markedAt) } : undefined,
      });
      // The button goes once nothing is unread: focus stays in the inbox, on its heading.
      heading.current?.focus();
      reload();
    } catch (error) {
      show({ kind: 'error', text: actionErrorText(error) });
    } finally {
      setMarkingAll(false);
    }
  }

  async function undoMarkAllRead(markedAt: string) {
    try {
      const unmarked = await undoMarkAllMessagesRead(markedAt);
      show({ kind: 'success', text: unmarkedText(unmarked) });
      // The Undo button goes with its notice: focus stays in the inbox, on its heading.
      heading.current?.focus();
      reload();
    } catch (error) {
      show({ kind: 'error', text: actionErrorText(error) });
    }
  }

  async function deleteMessage(message: ContactMessageItem) {
    setDeleting(null);
    try {
      await deleteContactMessage(message.id);
      updateItems((items) => items.filter((item) => item.id !== message.id));
      if (!message.read) setUnread((count) => Math.max(0, count - 1));
      show({ kind: 'success', text: `The message from ${message.name} was deleted.` });
    } catch (error) {
      show({ kind: 'error', text: actionErrorText(error) });
    }
  }

  return (
    <section ref={inbox} className="admin-section" aria-labelledby="messages-heading">
      <div className="admin-section__head">
        <h2 id="messages-heading" ref={heading} tabIndex={-1}>
          Messages
        </h2>
        {list && (list.items.length > 0 || unread > 0) && (
          <div className="admin-messages__summary">
            <span className="admin-badge">{unread} unread</span>
            {canWrite && unread > 0 && newestId !== null && mayHoldUnread(list) && (
              <button type="button" className="admin-button admin-button--small" disabled={markingAll} onClick={() => void markAllRead()}>
                {q ? 'Mark all found as read' : 'Mark all as read'}
              </button>
            )}
          </div>
        )}
      </div>
      <BannerView banner={banner} onDismiss={dismiss} />
      {!mailConfigured && (
        <p className="admin-section__hint">
          Messages are stored here, not e-mailed: no mail server is set.{' '}
          {isOwner ? (
            <>
              Set one up in <Link to={paths.adminMail}>Mail settings</Link>.
            </>
          ) : (
            'An owner can set one up (Mail settings).'
          )}
        </p>
      )}
      <div className="admin-list-controls">
        <ListSearch label="Search messages" value={q} onSearch={search} />
        <FilterChoices
          label="Show"
          choices={[
            { value: false, label: 'All' },
            { value: true, label: 'Unread' },
          ]}
          value={unreadOnly}
          onChange={(next) => move({ status: next ? UNREAD : null, page: 1 })}
        />
        {list && list.items.length > 0 && (
          // A plain link: the server answers with the file (Content-Disposition: attachment), every page of what the list keeps.
          <a className="admin-button admin-button--small" href={messagesCsvUrl({ q, unreadOnly })} download="messages.csv">
            Download CSV
          </a>
        )}
      </div>
      {loading && !list ? (
        <Spinner label="Loading messages…" />
      ) : !list || list.items.length === 0 ? (
        <p className="admin-table__empty">{emptyListMessage(unreadOnly ? 'unread messages' : 'messages', { q }, unreadOnly ? 'No unread messages.' : 'No messages yet.')}</p>
      ) : (
        <ul className="admin-messages" aria-busy={loading}>
          {list.items.map((message) => (
            <li key={message.id} data-message={message.id} className={`admin-message ${message.read ? '' : 'admin-message--unread'}`}>
              <div className="admin-message__head">
                <strong>{message.name}</strong>
                <a href={`tel:${message.mobile}`}>{message.mobile}</a>
                {/* Most callers in India answer on WhatsApp; a stored mobile is an Indian one's ten digits (SPEC §5). */}
                <a href={whatsAppUrl(message.mobile)} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${message.name} (opens in a new tab)`}>
                  WhatsApp
                </a>
                <IndiaTime at={message.created_at} />
                {!message.read && <span className="admin-badge admin-badge--new">New</span>}
                <DeliveryBadge message={message} showAttempts mailConfigured={mailConfigured} />
              </div>
              <p className="admin-message__notes">{message.notes}</p>
              {canWrite && (
                <div className="admin-message__actions">
                  <button type="button" className="admin-button admin-button--small" onClick={() => void toggleRead(message)}>
                    Mark as {message.read ? 'unread' : 'read'}
                  </button>
                  {isOwner && (
                    <button type="button" className="admin-button admin-button--small admin-button--danger" aria-label={`Delete the message from ${message.name}`} onClick={() => setDeleting(message)}>
                      Delete
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {list && <Pagination page={page} totalPages={list.totalPages} onChange={goTo} />}
      {deleting && (
        <ConfirmDialog
          question={`Delete the message from ${deleting.name} for good? It cannot be restored.`}
          focus="no"
          onYes={() => void deleteMessage(deleting)}
          onNo={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

/** Whether the list's filter keeps an unread message: one shown, or maybe one on another page (a search that finds none offers no marking). */
function mayHoldUnread(list: { items: ContactMessageItem[]; totalPages: number }): boolean {
  return list.totalPages > 1 || list.items.some((message) => !message.read);
}

/** What "Mark all as read" did, in words: how many it marked, or that the search found none unread. */
function markedAllText(marked: number, q: string): string {
  if (marked === 0) return q ? `No unread messages match “${q}”.` : 'No messages were unread.';
  return `${marked === 1 ? 'One message' : `${marked} messages`} marked as read.`;
}

/** What Undo did: how many of the messages it had marked are unread again (none: each was marked unread, or read again, since). */
function unmarkedText(unmarked: number): string {
  if (unmarked === 0) return 'Nothing to undo: those messages were marked again since.';
  return `${unmarked === 1 ? 'One message' : `${unmarked} messages`} marked as unread again.`;
}

/** A chat with the Indian mobile `digits` (its ten digits) in WhatsApp, on the web or in its app. */
function whatsAppUrl(digits: string): string {
  return `https://wa.me/91${digits}`;
}
