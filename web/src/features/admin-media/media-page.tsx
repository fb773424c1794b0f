// /admin/media (issue 24): the media library. A searchable, paged grid of every stored picture with
// its alt text (or a plain "No alt text" mark), size and how many items use it, filtered by used /
// unused and by type of item; its place is in the URL. Editors upload to the library, and open a
// picture to edit its texts and focal point or delete it; a viewer only looks. A lazy chunk of its own.
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { BANNER_MS } from '@common/constants';
import {
  MEDIA_ALT_MAX,
  MEDIA_UPLOAD_MAX_BYTES,
  MEDIA_USE_KINDS,
  mediaMessages,
  mediaUseKindLabels,
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
import { altTextOf, MediaSummary } from '@/admin-shared/media-summary';
import { Pagination } from '@/admin-shared/pagination-nav';
import { ScreenSection, StandaloneScreen, useAdminTitle } from '@/admin-shared/standalone-screen';
import { usePagedList } from '@/admin-shared/use-paged-list';
import { MediaDetails } from './media-details';
import { useMediaPlace } from './media-place';
import './media-page.css';

const usesText = (count: number) => (count === 0 ? 'Unused' : count === 1 ? 'Used once' : `Used ${count} times`);

function UploadForm({ onUploaded, onError }: { onUploaded(item: MediaItem, message: string): void; onError(text: string, forMs?: number): void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [uploading, setUploading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      onError(mediaMessages.fileRequired, BANNER_MS.error);
      fileInput.current?.focus();
      return;
    }
    setUploading(true);
    try {
      const reply = await uploadMedia(file, { alt_text: alt.trim() || undefined });
      setFile(null);
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
      onUploaded(reply.item, reply.message);
    } catch (error) {
      onError(actionErrorText(error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <form className="media-upload" aria-label="Upload to library" noValidate aria-busy={uploading} onSubmit={(event) => void submit(event)}>
      <div className="admin-field">
        <label htmlFor={`${id}-file`}>Picture to upload</label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={imageAccept}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            if (chosen && chosen.size > MEDIA_UPLOAD_MAX_BYTES) {
              event.target.value = '';
              setFile(null);
              onError(mediaMessages.tooLarge, BANNER_MS.error);
              return;
            }
            setFile(chosen);
          }}
        />
        <p className="admin-field__hint" id={`${id}-hint`}>
          JPEG, PNG, WebP, GIF or AVIF, at most 1 MB.
        </p>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-alt`}>Alt text (optional)</label>
        <input id={`${id}-alt`} type="text" maxLength={MEDIA_ALT_MAX} value={alt} onChange={(event) => setAlt(event.target.value)} />
      </div>
      <button type="submit" className="admin-button admin-button--primary" disabled={uploading}>
        Upload to library
      </button>
      {uploading && <Spinner label="Uploading…" />}
    </form>
  );
}

export function MediaPage() {
  const canWrite = useCan('write');
  const { place, move } = useMediaPlace();
  const { q, used, kind, picture } = place;
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
            onUploaded={(item, message) => {
              void show({ kind: 'success', text: message }, BANNER_MS.success);
              // The newest picture comes first: show page 1 of everything, and open it for its details.
              move({ page: 1, q: '', used: null, kind: null, picture: item.id });
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
                    aria-label={`Details of ${altTextOf(item)} (${item.name}), ${usesText(item.use_count).toLowerCase()}`}
                    onClick={() => move({ picture: item.id })}
                  >
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
            move({ picture: null }, { replace: true });
            reload();
            headingRef.current?.focus();
            void show({ kind: 'success', text: message }, BANNER_MS.afterDelete);
          }}
          onClose={() => move({ picture: null })}
        />
      )}
    </StandaloneScreen>
  );
}
