// One revision beside an earlier one: each text field that changed as old | new with the removed
// and added words marked, each image that changed as old and new thumbnails, and the names of the
// fields left as they were.
import type { EditorialKind, RevisionDetail } from '@common/editorial';
import { uploadUrl } from '@common/upload-areas';
import { compareTexts, type DiffPart } from './text-diff';
import { formatIndiaTime } from '@/admin-shared/date-time';

/** An image field's URL: revisions name a URL, or a stored value of the item's own upload area. */
function imageSrc(kind: EditorialKind, value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^(https?:\/\/|\/)/i.test(value)) return value;
  return kind === 'ventures' ? null : uploadUrl(kind, value);
}

function union(...lists: string[][]): string[] {
  return [...new Set(lists.flat())];
}

function Parts({ parts }: { parts: DiffPart[] }) {
  if (parts.length === 0 || parts.every((part) => part.text === '')) return <em className="history-diff__none">(empty)</em>;
  return (
    <>
      {parts.map((part, index) =>
        part.change === 'removed' ? (
          <del key={index}>{part.text}</del>
        ) : part.change === 'added' ? (
          <ins key={index}>{part.text}</ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

function Thumb({ src, label }: { src: string | null; label: string }) {
  return src ? <img className="history-diff__thumb" src={src} alt={label} loading="lazy" /> : <em className="history-diff__none">(no image)</em>;
}

export function RevisionComparison({ kind, older, newer }: { kind: EditorialKind; older: RevisionDetail | null; newer: RevisionDetail }) {
  const olderFields = older?.fields ?? {};
  const olderImages = older?.images ?? {};
  const fieldNames = union(Object.keys(newer.fields), Object.keys(olderFields));
  const changedFields = fieldNames.filter((name) => (olderFields[name] ?? '') !== (newer.fields[name] ?? ''));
  const imageNames = union(Object.keys(newer.images), Object.keys(olderImages));
  const changedImages = imageNames.filter((name) => (olderImages[name] ?? null) !== (newer.images[name] ?? null));
  const unchanged = [...fieldNames.filter((name) => !changedFields.includes(name)), ...imageNames.filter((name) => !changedImages.includes(name))];
  const beforeLabel = older ? `Before (${formatIndiaTime(older.created_at)})` : 'Before (nothing)';
  const afterLabel = `After (${formatIndiaTime(newer.created_at)})`;

  return (
    <div className="history-diff">
      {changedFields.length === 0 && changedImages.length === 0 && <p className="history-diff__same">Nothing changed between these two revisions.</p>}
      {changedFields.map((name) => {
        const { before, after } = compareTexts(olderFields[name] ?? '', newer.fields[name] ?? '');
        return (
          <section key={`field-${name}`} className="history-diff__field" aria-label={`${name} changed`}>
            <h3>{name}</h3>
            <div className="history-diff__sides">
              <div className="history-diff__side history-diff__side--before">
                <span className="history-diff__label">{beforeLabel}</span>
                <p className="history-diff__text">
                  <Parts parts={before} />
                </p>
              </div>
              <div className="history-diff__side history-diff__side--after">
                <span className="history-diff__label">{afterLabel}</span>
                <p className="history-diff__text">
                  <Parts parts={after} />
                </p>
              </div>
            </div>
          </section>
        );
      })}
      {changedImages.map((name) => (
        <section key={`image-${name}`} className="history-diff__field" aria-label={`${name} changed`}>
          <h3>{name}</h3>
          <div className="history-diff__sides">
            <div className="history-diff__side history-diff__side--before">
              <span className="history-diff__label">{beforeLabel}</span>
              <Thumb src={imageSrc(kind, olderImages[name])} label={`${name} before`} />
            </div>
            <div className="history-diff__side history-diff__side--after">
              <span className="history-diff__label">{afterLabel}</span>
              <Thumb src={imageSrc(kind, newer.images[name])} label={`${name} after`} />
            </div>
          </div>
        </section>
      ))}
      {unchanged.length > 0 && <p className="history-diff__unchanged">Unchanged: {unchanged.join(', ')}.</p>}
    </div>
  );
}
