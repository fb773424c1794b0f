// /admin/history/:kind/:id: an item's revisions, newest first (when, in India time; who; what the
// save did; the state it left), and for the one chosen, what changed since the revision before it
// (or another chosen one), with "Restore as draft" (a kind without
// drafts: "Restore this version"). A lazy chunk of its own (app/page-components.tsx); the word
// diff library comes with it and with nothing else.
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  hasDrafts,
  isEditorialKind,
  kindLabels,
  revisionEventLabels,
  REVISIONS_KEPT,
  statusLabels,
  type EditorialKind,
  type RevisionDetail,
  type RevisionSummary,
} from '@common/editorial';
import { useCan } from '@/admin-shared/account-context';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { AdminTable } from '@/admin-shared/admin-table';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { StandaloneScreen, useAdminTitle } from '@/admin-shared/standalone-screen';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { fetchRevision, fetchRevisions, restoreRevision } from './api/history';
import { formatIndiaTime } from '@/admin-shared/date-time';
import { IndiaTime } from '@/admin-shared/india-time';
import { RevisionComparison } from './revision-comparison';
import './history-page.css';

/** The item's name as its newest revision keeps it (a venture's revisions label none). */
function titleOf(detail: RevisionDetail | undefined): string | undefined {
  return detail?.fields.Title || detail?.fields.Name || undefined;
}

const eventLabel = (event: string) => revisionEventLabels[event] ?? event;
/**
 * A revision without an author was made by the scheduler (publishing on time, or returning to draft an
 * item that was no longer complete), or before any editor (the first revisions of existing items).
 */
const authorOf = (revision: RevisionSummary) => revision.author ?? (revision.event === 'published' || revision.event === 'not_published' ? 'Scheduler' : 'System');

export function HistoryPage() {
  const params = useParams();
  const kind = params.kind ?? '';
  const id = params.id ?? '';
  if (!isEditorialKind(kind) || !/^[1-9]\d{0,9}$/.test(id)) {
    return (
      <HistoryFrame>
        <p className="admin-table__empty">There is no such item.</p>
      </HistoryFrame>
    );
  }
  return <ItemHistory key={`${kind}-${id}`} kind={kind} id={Number(id)} />;
}

function HistoryFrame({ kind, id, children }: { kind?: EditorialKind; id?: number; children: React.ReactNode }) {
  const canWrite = useCan('write');
  return (
    <StandaloneScreen
      // The dashboard opens a section's form from ?section=&edit= (admin-shared/list-url-state.ts).
      bar={canWrite && kind && id && <Link to={`${paths.admin}?section=${kind}&edit=${id}`}>Edit this {kindLabels[kind].one.toLowerCase()}</Link>}
    >
      {children}
    </StandaloneScreen>
  );
}

function ItemHistory({ kind, id }: { kind: EditorialKind; id: number }) {
  // Restoring writes: a viewer only compares.
  const canRestore = useCan('write');
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  /** The revision compared with; null: the one before the chosen one. */
  const [otherId, setOtherId] = useState<string | null>(null);
  const [details, setDetails] = useState<Record<string, RevisionDetail>>({});
  const [detailError, setDetailError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const { banner, show, dismiss } = useBanner();
  const compareHeading = useRef<HTMLHeadingElement>(null);
  /** Set by a restore: its button goes with the reload, so the focus moves to the revision shown. */
  const focusAfterReload = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchRevisions(kind, id, controller.signal).then(
      (list) => {
        setRevisions(list);
        // The newest is shown first, and again after a restore (which makes a new newest one).
        setSelectedId((current) => (current !== null && list.some((revision) => revision.id === current) ? current : (list[0]?.id ?? null)));
        setOtherId(null);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load the history', error);
        setLoadError(error instanceof ApiError && error.status === 404 ? 'There is no such item: it may have been deleted forever.' : actionErrorText(error));
      },
    );
    return () => controller.abort();
  }, [kind, id, reloads]);

  const index = revisions?.findIndex((revision) => revision.id === selectedId) ?? -1;
  const selected = index >= 0 ? revisions![index] : undefined;
  const otherIndex = otherId !== null ? (revisions?.findIndex((revision) => revision.id === otherId) ?? -1) : index + 1;
  const other = otherIndex >= 0 ? revisions?.[otherIndex] : undefined;
  // Older on the left, newer on the right (the list is newest first), whichever was chosen first.
  const [olderSummary, newerSummary] = other && otherIndex < index ? [selected, other] : [other, selected];
  const newestId = revisions?.[0]?.id;

  useEffect(() => {
    const wanted = [newestId, selected?.id, other?.id].filter((revisionId): revisionId is string => !!revisionId && !details[revisionId]);
    if (wanted.length === 0) return;
    const controller = new AbortController();
    setDetailError(null);
    Promise.all(wanted.map((revisionId) => fetchRevision(revisionId, controller.signal))).then(
      (loaded) => setDetails((current) => ({ ...current, ...Object.fromEntries(loaded.map((detail) => [detail.id, detail])) })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load a revision', error);
        setDetailError(actionErrorText(error));
      },
    );
    return () => controller.abort();
  }, [newestId, selected?.id, other?.id, details]);

  const title = titleOf(newestId ? details[newestId] : undefined);
  useAdminTitle(`History${title ? `: ${title}` : ''}`);

  useEffect(() => {
    if (!focusAfterReload.current || !selectedId) return;
    focusAfterReload.current = false;
    compareHeading.current?.focus();
  }, [selectedId]);

  const drafts = hasDrafts(kind);
  const restoreLabel = drafts ? 'Restore as draft' : 'Restore this version';

  async function restore() {
    if (!selected) return;
    setConfirming(false);
    setRestoring(true);
    try {
      const reply = await restoreRevision(selected.id);
      void show({ kind: 'success', text: reply.message }, 4000);
      focusAfterReload.current = true;
      setSelectedId(null);
      setReloads((count) => count + 1);
    } catch (error) {
      void show({ kind: 'error', text: actionErrorText(error) });
    } finally {
      setRestoring(false);
    }
  }

  const newer = newerSummary ? details[newerSummary.id] : undefined;
  const older = olderSummary ? details[olderSummary.id] : undefined;
  const comparisonReady = newer && (!olderSummary || older);

  return (
    <HistoryFrame kind={kind} id={id}>
      <section className="admin-section admin-history" aria-labelledby="history-heading">
        <div className="admin-section__head">
          <h1 id="history-heading">
            History <span className="admin-history__of">of the {kindLabels[kind].one.toLowerCase()}</span>
            {title && <span className="admin-history__title">{title}</span>}
          </h1>
        </div>
        <p className="admin-section__hint">
          Every save keeps a revision (the last {REVISIONS_KEPT}). Choose one to see what it changed. Times are India time (IST).
        </p>
        <BannerView banner={banner} onDismiss={dismiss} />
        {loadError ? (
          <p className="admin-table__empty">{loadError}</p>
        ) : !revisions ? (
          <Spinner label="Loading the history…" />
        ) : revisions.length === 0 ? (
          <p className="admin-table__empty">This item has no revisions yet.</p>
        ) : (
          <>
            <AdminTable className="admin-history__table" label="Revisions, newest first" columns={['When', 'Who', 'What', 'State', <span className="visually-hidden">Compare</span>]}>
              {revisions.map((revision, row) => (
                <tr key={revision.id} className={revision.id === selectedId ? 'admin-history__row--chosen' : undefined}>
                  <td data-label="When">
                    <IndiaTime at={revision.created_at} />
                    {row === 0 && <span className="admin-badge admin-history__current">Current</span>}
                  </td>
                  <td data-label="Who">{authorOf(revision)}</td>
                  <td data-label="What">{eventLabel(revision.event)}</td>
                  <td data-label="State">
                    <span className={`admin-badge admin-history__state admin-history__state--${revision.status}`}>{statusLabels[revision.status] ?? revision.status}</span>
                  </td>
                  <td data-label="Actions">
                    <button
                      type="button"
                      className="admin-button admin-button--small"
                      aria-pressed={revision.id === selectedId}
                      onClick={() => {
                        setSelectedId(revision.id);
                        setOtherId(null);
                      }}
                    >
                      {/* The revision's time is part of the name, after the visible words (which a name must contain). */}
                      {revision.id === selectedId ? 'Showing' : 'Show changes'}
                      <span className="visually-hidden"> of {formatIndiaTime(revision.created_at)}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </AdminTable>

            {selected && (
              <section className="admin-history__compare" aria-labelledby="compare-heading">
                <h2 id="compare-heading" ref={compareHeading} tabIndex={-1}>
                  {eventLabel(selected.event)} by {authorOf(selected)}, {formatIndiaTime(selected.created_at)}
                </h2>
                <div className="admin-history__tools">
                  <label className="admin-history__with">
                    <span>Compared with</span>
                    <select value={otherId ?? ''} onChange={(event) => setOtherId(event.target.value === '' ? null : event.target.value)}>
                      <option value="">{revisions[index + 1] ? `the revision before it (${formatIndiaTime(revisions[index + 1]!.created_at)})` : 'nothing (the first revision)'}</option>
                      {revisions
                        .filter((revision, row) => revision.id !== selected.id && row !== index + 1)
                        .map((revision) => (
                          <option key={revision.id} value={revision.id}>
                            {formatIndiaTime(revision.created_at)}: {eventLabel(revision.event)}
                          </option>
                        ))}
                    </select>
                  </label>
                  {selected.id === newestId ? (
                    <span className="admin-history__note">This is the item as it stands.</span>
                  ) : !canRestore ? null : (
                    <button type="button" className="admin-button admin-button--primary" disabled={restoring} onClick={() => setConfirming(true)}>
                      {restoreLabel}
                    </button>
                  )}
                </div>
                {detailError ? (
                  <p className="admin-table__empty">{detailError}</p>
                ) : !comparisonReady ? (
                  <Spinner label="Loading the revision…" />
                ) : (
                  <RevisionComparison kind={kind} older={older ?? null} newer={newer} />
                )}
              </section>
            )}
          </>
        )}
      </section>
      {confirming && selected && (
        <ConfirmDialog
          focus="no"
          question={
            drafts
              ? `Restore the revision of ${formatIndiaTime(selected.created_at)} as a draft? The item becomes a draft with that content, off the site until it is published again.`
              : `Restore the version of ${formatIndiaTime(selected.created_at)}? It replaces what the site shows now.`
          }
          onYes={() => void restore()}
          onNo={() => setConfirming(false)}
        />
      )}
    </HistoryFrame>
  );
}
