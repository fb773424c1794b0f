// One library picture in a dialog: its title, alt text (or the decorative mark), caption, credit and focal
// point, saved together; where it is used, each use linked to its item where the admin has a
// screen for it; and Delete, offered only while nothing uses it (the server refuses otherwise,
// with a 409 that names the uses, shown here if another editor used it meanwhile). A save made
// after another editor saved the picture is refused and offered over it, as on every form.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_MS } from '@common/constants';
import {
  MEDIA_ALT_MAX,
  MEDIA_CAPTION_MAX,
  MEDIA_CREDIT_MAX,
  MEDIA_TITLE_MAX,
  mediaUseKindLabels,
  type FocalPoint,
  type MediaDetailReply,
  type MediaItem,
  type MediaUse,
} from '@common/media';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { deleteMedia, editMedia, fetchMediaItem } from '@/admin-shared/api/media';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { changedSinceIn, ChangedSinceNotice, useChangedSince } from '@/admin-shared/changed-since';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { MediaDialog } from '@/admin-shared/media-dialog';
import { formatBytes } from '@/admin-shared/shrink-offer';
import { saveShortcut } from '@/admin-shared/save-shortcut';
import { FocalPointEditor } from './focal-point-editor';

/** Where the admin edits (or finds) the item of a use; null when no screen shows it. */
function linkOf(use: MediaUse): string | null {
  if (use.kind === 'site') return paths.adminSite;
  if (use.kind === 'team') return paths.adminTeam;
  if (use.item_id === null) return null;
  if (use.in_history) return paths.adminHistory(use.kind, use.item_id);
  if (use.in_trash) return paths.adminTrash;
  // Every other kind is edited in the dashboard's section of its name.
  return `${paths.admin}?section=${use.kind}&edit=${use.item_id}`;
}

function useText(use: MediaUse): string {
  const label = use.label ?? (use.kind === 'site' ? 'a section' : 'a deleted item');
  const where = use.in_history ? ' (an earlier version)' : use.in_trash ? ' (in the trash)' : '';
  return `${mediaUseKindLabels[use.kind]} “${label}”${where}`;
}

export function MediaDetails({
  id,
  canWrite,
  onSaved,
  onDeleted,
  onClose,
}: {
  id: number;
  canWrite: boolean;
  onSaved(item: MediaItem): void;
  onDeleted(message: string): void;
  onClose(): void;
}) {
  const formId = useId();
  const [detail, setDetail] = useState<MediaDetailReply | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [caption, setCaption] = useState('');
  const [credit, setCredit] = useState('');
  const [focal, setFocal] = useState<FocalPoint | null>(null);
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { banner, show, dismiss } = useBanner();
  /** A save refused because the picture was saved since the dialog read it. */
  const changes = useChangedSince();
  // Load the saved version reads the picture again.
  const [readCount, setReadCount] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchMediaItem(id, controller.signal).then(
      (reply) => {
        setDetail(reply);
        setTitle(reply.item.title);
        setAlt(reply.item.alt_text);
        setDecorative(reply.item.decorative);
        setCaption(reply.item.caption);
        setCredit(reply.item.credit);
        setFocal(reply.item.focal_point);
        changes.reread();
      },
      (error: unknown) => !controller.signal.aborted && setFailed(actionErrorText(error)),
    );
    return () => controller.abort();
  }, [id, readCount]);

  async function save() {
    if (!detail) return;
    const from = changes.from(detail.item.updated_at);
    setBusy('saving');
    changes.clear();
    try {
      const edit = { title: title.trim(), alt_text: decorative ? '' : alt.trim(), decorative, caption: caption.trim(), credit: credit.trim(), focal_point: focal };
      const reply = await editMedia(id, { ...edit, ...(from !== null && { expected_updated_at: from }) });
      setDetail({ ...detail, item: reply.item });
      changes.reread();
      onSaved(reply.item);
      void show({ kind: 'success', text: reply.message }, BANNER_MS.success);
    } catch (error) {
      if (!changes.keep(changedSinceIn(error))) void show({ kind: 'error', text: actionErrorText(error) });
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setConfirmingDelete(false);
    setBusy('deleting');
    try {
      const reply = await deleteMedia(id);
      onDeleted(reply.message);
    } catch (error) {
      setBusy(null);
      // Another editor used it meanwhile: the 409 names the uses, which then show below.
      const body = error instanceof ApiError ? (error.body as { uses?: unknown } | undefined) : undefined;
      if (Array.isArray(body?.uses)) setDetail((current) => current && { ...current, uses: body.uses as MediaUse[] });
      void show({ kind: 'error', text: actionErrorText(error) });
    }
  }

  const item = detail?.item;
  const uses = detail?.uses ?? [];
  const headingId = `${formId}-heading`;
  const field = (name: string) => `${formId}-${name}`;

  return (
    <MediaDialog labelledBy={headingId} onClose={onClose} wide>
      <h2 id={headingId} className="media-dialog__heading">
        Picture details
      </h2>
      <BannerView banner={banner} onDismiss={dismiss} />
      <ChangedSinceNotice changes={changes} onSaveOver={() => void save()} onLoadSaved={() => setReadCount((count) => count + 1)} />
      {failed ? (
        <p className="admin-table__empty">{failed}</p>
      ) : !item ? (
        <Spinner label="Loading the picture…" />
      ) : (
        <div className="media-details">
          <div className="media-details__picture">
            <FocalPointEditor item={item} value={focal} readOnly={!canWrite} onChange={setFocal} />
            <dl className="media-details__facts">
              <dt>File</dt>
              <dd>{item.name}</dd>
              <dt>Size</dt>
              <dd>
                {item.width && item.height ? `${item.width} × ${item.height} px` : 'unknown'}
                {item.bytes !== null ? ` · ${formatBytes(item.bytes)}` : ''} · {item.format.toUpperCase()}
              </dd>
              {item.uploaded_by && (
                <>
                  <dt>Uploaded by</dt>
                  <dd>{item.uploaded_by}</dd>
                </>
              )}
            </dl>
          </div>
          <div className="media-details__texts">
            {canWrite ? (
              <form
                className="admin-form"
                noValidate
                aria-busy={busy === 'saving'}
                onSubmit={(event) => {
                  event.preventDefault();
                  void save();
                }}
              >
                <div className="admin-field">
                  <label htmlFor={field('title')}>Title</label>
                  <input id={field('title')} type="text" maxLength={MEDIA_TITLE_MAX} value={title} onChange={(event) => setTitle(event.target.value)} />
                </div>
                <div className="admin-field">
                  <label htmlFor={field('alt')}>Alt text</label>
                  <input
                    id={field('alt')}
                    type="text"
                    maxLength={MEDIA_ALT_MAX}
                    value={decorative ? '' : alt}
                    disabled={decorative}
                    onChange={(event) => setAlt(event.target.value)}
                  />
                </div>
                <label className="media-details__check">
                  <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} /> Decorative (no alt text needed)
                </label>
                <div className="admin-field">
                  <label htmlFor={field('caption')}>Caption</label>
                  <textarea id={field('caption')} rows={2} maxLength={MEDIA_CAPTION_MAX} value={caption} onChange={(event) => setCaption(event.target.value)} />
                </div>
                <div className="admin-field">
                  <label htmlFor={field('credit')}>Credit</label>
                  <input id={field('credit')} type="text" maxLength={MEDIA_CREDIT_MAX} value={credit} onChange={(event) => setCredit(event.target.value)} />
                </div>
                <div className="admin-form__actions">
                  <button type="submit" className="admin-button admin-button--primary" disabled={busy !== null} {...saveShortcut}>
                    Save
                  </button>
                  {busy === 'saving' && <Spinner label="Saving…" />}
                </div>
              </form>
            ) : (
              <dl className="media-details__facts">
                <dt>Title</dt>
                <dd>{item.title || '—'}</dd>
                <dt>Alt text</dt>
                <dd>{item.decorative ? 'Decorative (no alt text needed)' : item.alt_text || 'No alt text'}</dd>
                <dt>Caption</dt>
                <dd>{item.caption || '—'}</dd>
                <dt>Credit</dt>
                <dd>{item.credit || '—'}</dd>
              </dl>
            )}
            <h3 className="media-details__subheading">Used by</h3>
            {uses.length === 0 ? (
              <p className="admin-field__hint">Nothing uses this picture.</p>
            ) : (
              <ul className="media-details__uses">
                {uses.map((use, index) => {
                  const to = linkOf(use);
                  const text = useText(use);
                  return <li key={`${use.kind}-${use.item_id ?? 'site'}-${index}`}>{to ? <Link to={to}>{text}</Link> : text}</li>;
                })}
              </ul>
            )}
            {canWrite && (
              <div className="media-details__delete">
                <button
                  type="button"
                  className="admin-button admin-button--danger"
                  disabled={uses.length > 0 || busy !== null}
                  aria-describedby={uses.length > 0 ? field('in-use') : undefined}
                  onClick={() => setConfirmingDelete(true)}
                >
                  Delete from the library
                </button>
                {uses.length > 0 && (
                  <p id={field('in-use')} className="admin-field__hint">
                    It cannot be deleted while it is in use: choose another picture in the items above first.
                  </p>
                )}
                {busy === 'deleting' && <Spinner label="Deleting…" />}
              </div>
            )}
          </div>
        </div>
      )}
      {confirmingDelete && (
        <ConfirmDialog
          focus="no"
          question="Are you sure you want to delete this picture from the library? This cannot be undone."
          onYes={() => void remove()}
          onNo={() => setConfirmingDelete(false)}
        />
      )}
    </MediaDialog>
  );
}
