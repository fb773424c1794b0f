// A library picture as the grids show it (the Media screen, the chooser): its thumbnail, its title
// (the uploaded file's name made readable), its alt text or a plain "No alt text" mark, its size
// in pixels and bytes.
import type { MediaItem } from '@common/media';
import { formatBytes } from './shrink-offer';
import './media-library.css';

export function altTextOf(item: MediaItem): string {
  return item.decorative ? 'Decorative' : item.alt_text.trim() || 'No alt text';
}

export function MediaSummary({ item, showBytes = true }: { item: MediaItem; showBytes?: boolean }) {
  const missing = !item.decorative && !item.alt_text.trim();
  return (
    <>
      <span className="media-card__frame">
        <img className="media-card__thumb" src={item.thumbnail_url} alt="" loading="lazy" />
      </span>
      {item.title && <span className="media-card__title">{item.title}</span>}
      <span className={`media-card__alt${missing ? ' media-card__alt--missing' : ''}`}>
        {missing && <span aria-hidden="true">⚠ </span>}
        {altTextOf(item)}
      </span>
      <span className="media-card__meta">
        {item.width && item.height ? `${item.width} × ${item.height} px` : 'Size unknown'}
        {showBytes && item.bytes !== null ? ` · ${formatBytes(item.bytes)}` : ''}
        {` · ${item.format.toUpperCase()}`}
      </span>
    </>
  );
}
