// "Choose from library" (issue 24): a dialog with a search and a paged grid of the library's
// pictures; choosing one hands it to the image field, which sends its id instead of a file.
// Loaded only when opened (image-picker.tsx), so the forms' first load stays as it was.
import { useCallback, useId, useState } from 'react';
import type { MediaItem, MediaListReply } from '@common/media';
import { fetchMediaPage } from './api/media';
import { Spinner } from './banners';
import { ListSearch } from './list-controls';
import { MediaDialog } from './media-dialog';
import { altTextOf, MediaSummary } from './media-summary';
import { Pagination } from './pagination-nav';
import { useLoaded } from './use-loaded';

export function MediaChooser({ what, onChoose, onClose }: { what: string; onChoose(item: MediaItem): void; onClose(): void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { value: reply, failed } = useLoaded<MediaListReply>((signal) => fetchMediaPage({ page, q }, signal), 'the library', [page, q], { clearWhileLoading: true });

  const search = useCallback((next: string) => {
    setQ(next);
    setPage(1);
  }, []);

  return (
    <MediaDialog labelledBy={`${id}-heading`} onClose={onClose} wide>
      <h2 id={`${id}-heading`} className="media-dialog__heading">
        Choose from the library
        <span className="visually-hidden"> ({what})</span>
      </h2>
      <ListSearch label="Search the library" value={q} onSearch={search} />
      {failed ? (
        <p className="admin-table__empty">The library could not be loaded.</p>
      ) : !reply ? (
        <Spinner label="Loading the library…" />
      ) : reply.items.length === 0 ? (
        <p className="admin-table__empty">{q ? 'No pictures match this search.' : 'The library has no pictures yet.'}</p>
      ) : (
        <ul className="media-grid media-grid--chooser" aria-label="Library pictures">
          {reply.items.map((item) => (
            <li key={item.id}>
              <button type="button" className="media-card media-card--button" aria-label={`Choose ${altTextOf(item)} (${item.name})`} onClick={() => onChoose(item)}>
                <MediaSummary item={item} showBytes={false} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {reply && <Pagination page={page} totalPages={reply.total_pages} onChange={setPage} />}
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </MediaDialog>
  );
}
