// The media library's focal points by file name, for a reply made afresh on every request (the
// search), where a lookup per picture would cost each one: read once for each version of the public
// cache, which every write changes (here, or elsewhere through NOTIFY), so an edited focal point
// shows in the next reply as it does in the cached reads. Only pictures that have one are kept.
import type { Db } from '../db/database.js';
import { focusOf, libraryNameOf } from './image-details.js';

/** The CSS object-position of a stored picture field's or URL's focal point; null for the centre or outside the library. */
export type FocalPointOf = (field: string | null) => string | null;

/** A focal point reader for the cache's current version (`version`: undefined while nothing may be kept, then read each time). */
export type FocalPoints = () => Promise<FocalPointOf>;

async function readFocalPoints(db: Db): Promise<FocalPointOf> {
  const rows = await db.selectFrom('media').select(['name', 'focal_x', 'focal_y']).where('focal_x', 'is not', null).execute();
  const points = new Map(rows.map((row) => [row.name, focusOf(row)]));
  return (field) => {
    const name = libraryNameOf(field);
    return (name !== null && points.get(name)) || null;
  };
}

export function focalPointsByVersion(db: Db, version: () => number | undefined): FocalPoints {
  let kept: { version: number; points: Promise<FocalPointOf> } | undefined;
  return () => {
    const now = version();
    if (now === undefined) return readFocalPoints(db);
    if (kept?.version !== now) {
      const points = readFocalPoints(db);
      kept = { version: now, points };
      // A failed read is not kept: the next reply reads again.
      points.catch(() => {
        if (kept?.points === points) kept = undefined;
      });
    }
    return kept.points;
  };
}
