// /admin/media (issue 24): the media library. A searchable, paged grid of every stored picture with
// its alt text (or a plain "No alt text" mark), size and how many items use it, filtered by used /
// unused and by type of item; its place is in the URL. Editors upload to the library (several
// pictures at once, chosen or dropped, each titled by its file name), and open a picture to edit
// its texts and focal point or delete it; a viewer only looks. A lazy chunk of its own.
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { BANNER_MS } from '@common/constants';
import {
  MEDIA_ALT_MAX,
  MEDIA_UPLOAD_MAX_BYTES,
  MEDIA_USE_KINDS,
  mediaMessages,
  mediaUseKindLabels,
  titleFromFileName,
  type MediaItem,
  type MediaUsedFilter,
  type MediaUseKind,
} from '@common/media';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { fetchMediaPage, uploadMedia } from '@/admin-shared/api/media';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { useCan } from '@/admin-shared/account-context';
import { imageAccept } from '@/admin-shared/image-picker';
import { LabelledOptions } from '@/admin-shared/labelled-options';
import { ListSearch } from '@/admin-shared/list-controls';
import { MediaSummary } from '@/admin-shared/media-summary';
import { Pagination } from '@/admin-shared/pagination-nav';
import { formatBytes } from '@/admin-shared/shrink-offer';
import { ScreenSection, StandaloneScreen, useAdminTitle } from '@/admin-shared/standalone-screen';
import { usePagedList } from '@/admin-shared/use-paged-list';
import { MediaDetails } from './media-details';
import { useMediaPlace, usePictureDialogPlace } from './media-place';
import './media-page.css';

const usesText = (count: number) => (count === 0 ? 'Unused' : count === 1 ? 'Used once' : `Used ${count} times`);

/** What one upload of several ended with. */
type UploadOutcome = { name: string; item?: MediaItem; error?: string };

/** Files over the library's limit are left out before anything is sent, each with the reason. */
function splitBySize(files: File[]): { fit: File[]; tooLarge: File[] } {
  return { fit: files.filter((file) => file.size <= MEDIA_UPLOAD_MAX_BYTES), tooLarge: files.filter((file) => file.size > MEDIA_UPLOAD_MAX_BYTES) };
}

const picturesText = (count: number) => (count === 1 ? '1 picture' : `${count} pictures`);

function UploadForm({ onUploaded, onError }: { onUploaded(items: MediaItem[], message: string): void; onError(text: string, forMs?: number): void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const [failures, setFailures] = useState<UploadOutcome[]>([]);
  const [dragging, setDragging] = useState(false);

  /** Chosen or dropped: the pictures that fit are kept, the others named in the banner. */
  function choose(chosen: File[]) {
    const { fit, tooLarge } = splitBySize(chosen);
    setFiles(fit);
    setFailures([]);
    if (tooLarge.length > 0) {
      const names = tooLarge.map((file) => file.name).join(', ');
      onError(chosen.length === 1 ? mediaMessages.tooLarge : `${mediaMessages.tooLarge} Left out: ${names}.`, BANNER_MS.error);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) {
      onError(mediaMessages.fileRequired, BANNER_MS.error);
      fileInput.current?.focus();
      return;
    }
    // One at a time, in the order chosen: each is a request of its own with its own answer.
    const outcomes: UploadOutcome[] = [];
    setProgress({ done: 0, of: files.length });
    for (const [index, file] of files.entries()) {
      try {
        const details = files.length === 1 ? { alt_text: alt.trim() || undefined } : {};
        const reply = await uploadMedia(file, details);
        outcomes.push({ name: file.name, item: reply.item });
      } catch (error) {
        outcomes.push({ name: file.name, error: actionErrorText(error) });
      }
      setProgress({ done: index + 1, of: files.length });
    }
    setProgress(null);
    const uploaded = outcomes.flatMap((outcome) => (outcome.item ? [outcome.item] : []));
    const failed = outcomes.filter((outcome) => outcome.error);
    setFailures(failed);
    setFiles([]);
    setAlt('');
    if (fileInput.current) fileInput.current.value = '';
    if (uploaded.length > 0) onUploaded(uploaded, uploaded.length === 1 && failed.length === 0 ? mediaMessages.uploaded : `${picturesText(uploaded.length)} uploaded.`);
    if (failed.length > 0) onError(failed.length === 1 && uploaded.length === 0 ? failed[0]!.error! : `${picturesText(failed.length)} could not be uploaded: see the list.`);
  }

  const uploading = progress !== null;
  return (
    <form className="media-upload" aria-label="Upload to library" noValidate aria-busy={uploading} onSubmit={(event) => void submit(event)}>
      <div
        className={`media-upload__drop${dragging ? ' media-upload__drop--over' : ''}`}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const dropped = Array.from(event.dataTransfer.files).filter((file) => file.type.startsWith('image/'));
          if (dropped.length > 0) choose(dropped);
        }}
      >
        <p className="media-upload__drop-text" aria-hidden="true">
          Drop pictures here, or choose them:
        </p>
        <div className="admin-field">
          <label htmlFor={`${id}-file`}>Pictures to upload</label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            multiple
            accept={imageAccept}
            aria-describedby={`${id}-hint`}
            onChange={(event) => choose(Array.from(event.target.files ?? []))}
          />
          <p className="admin-field__hint" id={`${id}-hint`}>
            One or several at once (or dropped here): JPEG, PNG, WebP, GIF or AVIF, at most 1 MB each. Each keeps its file name as its title.
          </p>
        </div>
        {files.length > 1 && (
          <ul className="media-upload__chosen" aria-label="Chosen pictures">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                {titleFromFileName(file.name) || file.name} <span className="media-upload__size">({formatBytes(file.size)})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {files.length <= 1 && (
        <div className="admin-field">
          <label htmlFor={`${id}-alt`}>Alt text (optional)</label>
          <input id={`${id}-alt`} type="text" maxLength={MEDIA_ALT_MAX} value={alt} onChange={(event) => setAlt(event.target.value)} />
        </div>
      )}
      <button type="submit" className="admin-button admin-button--primary" disabled={uploading}>
        {files.length > 1 ? `Upload ${files.length} pictures to library` : 'Upload to library'}
      </button>
      {progress && <Spinner label={progress.of === 1 ? 'Uploading…' : `Uploading ${Math.min(progress.done + 1, progress.of)} of ${progress.of}…`} />}
      {failures.length > 0 && (
        <ul className="media-upload__failures" aria-label="Not uploaded">
          {failures.map((failure, index) => (
            <li key={`${failure.name}-${index}`}>
              {failure.name}: {failure.error}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

export function MediaPage() {
  const canWrite = useCan('write');
  const { place, move } = useMediaPlace();
  const { q, used, kind, picture } = place;
  const pictureDialog = usePictureDialogPlace(move, picture);
  const { banner, show, dismiss } = useBanner();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [total, setTotal] = useState<number | null>(null);
  const usedId = useId();
  const kindId = useId();

  useAdminTitle('Media');

  const load = useCallback(
    async (page: number, signal: AbortSignal) => {
      const reply = await fetchMediaPage({ page, q, used, kind }, signal);
      setTotal(reply.total);
      return { items: reply.items, totalPages: reply.total_pages };
    },
    [q, used, kind],
  );
  const goToPage = useCallback((page: number, options?: { replace?: boolean }) => move({ page }, options), [move]);
  const { page, goTo, list, loading, reload, updateItems } = usePagedList(load, 'the media library', { page: place.page, goTo: goToPage });
  const search = useCallback((next: string) => move({ q: next, page: 1 }, { replace: true }), [move]);

  return (
    <StandaloneScreen>
      <ScreenSection
        name="media"
        title="Media"
        headingRef={headingRef}
        hint={<>Every picture stored on the site. Open one to {canWrite ? 'give it alt text, a caption, a credit and a focal point, or delete it when nothing uses it' : 'see its details and where it is used'}.</>}
      >
        <BannerView banner={banner} onDismiss={dismiss} />
        {canWrite && (
          <UploadForm
            onUploaded={(items, message) => {
              void show({ kind: 'success', text: message }, BANNER_MS.success);
              // The newest pictures come first: show page 1 of everything, and open one picture for its details.
              move({ page: 1, q: '', used: null, kind: null, picture: items.length === 1 ? items[0]!.id : null });
              reload();
            }}
            onError={(text, forMs) => void show({ kind: 'error', text }, forMs)}
          />
        )}
        <div className="admin-list-controls media-filters">
          <ListSearch label="Search pictures" value={q} onSearch={search} />
          <div className="admin-list-sort">
            <label htmlFor={usedId}>Use</label>
            <select id={usedId} value={used ?? ''} onChange={(event) => move({ used: (event.target.value || null) as MediaUsedFilter | null, page: 1 })}>
              <option value="">All pictures</option>
              <option value="used">Used</option>
              <option value="unused">Unused</option>
            </select>
          </div>
          <div className="admin-list-sort">
            <label htmlFor={kindId}>Type of item</label>
            <select id={kindId} value={kind ?? ''} onChange={(event) => move({ kind: (event.target.value || null) as MediaUseKind | null, page: 1 })}>
              <option value="">Any</option>
              <LabelledOptions values={MEDIA_USE_KINDS} label={(known) => mediaUseKindLabels[known]} />
            </select>
          </div>
        </div>
        {loading ? (
          <Spinner label="Loading the library…" />
        ) : !list || list.items.length === 0 ? (
          <p className="admin-table__empty">{q || used || kind ? 'No pictures match.' : 'The library has no pictures yet.'}</p>
        ) : (
          <>
            {total !== null && (
              <p className="media-count" role="status">
                {total === 1 ? '1 picture' : `${total} pictures`}
              </p>
            )}
            <ul className="media-grid" aria-label="Pictures">
              {list.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="media-card media-card--button"
                    onClick={() => pictureDialog.open(item.id)}
                  >
                    {/* The name is the card's own text after this: a label of its own would hide what a person sees (axe's label-content-name-mismatch). */}
                    <span className="visually-hidden">Details of </span>
                    <MediaSummary item={item} />
                    <span className={`media-card__uses${item.use_count === 0 ? ' media-card__uses--unused' : ''}`}>{usesText(item.use_count)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        {list && <Pagination page={page} totalPages={list.totalPages} onChange={goTo} />}
      </ScreenSection>
      {picture !== null && (
        <MediaDetails
          key={picture}
          id={picture}
          canWrite={canWrite}
          onSaved={(item) => updateItems((items) => items.map((known) => (known.id === item.id ? item : known)))}
          onDeleted={(message) => {
            pictureDialog.close();
            reload();
            headingRef.current?.focus();
            void show({ kind: 'success', text: message }, BANNER_MS.afterDelete);
          }}
          onClose={pictureDialog.close}
        />
      )}
    </StandaloneScreen>
  );
}
