// What the admin lists of content and ventures share in SQL: a title search that takes the
// visitor's text literally, and the list orders of common/list-query.ts. Kept here, beside the
// database, so that both repositories say them once.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { ListSort } from '../../../common/list-query.js';

/** `%q%` for ILIKE, with q's own pattern characters escaped (backslash is ILIKE's escape). */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The query in the order `sort` names, by created_at or by `titleColumn` (case-insensitive, then
 * as stored), with id last so that pages are stable.
 */
export function orderedByListSort<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: ListSort,
  titleColumn: string,
): SelectQueryBuilder<DB, TB, O> {
  const [created, title, id] = [sql.ref('created_at'), sql.ref(titleColumn), sql.ref('id')];
  switch (sort) {
    case 'newest':
      return query.orderBy(created, 'desc').orderBy(id, 'desc');
    case 'oldest':
      return query.orderBy(created, 'asc').orderBy(id, 'asc');
    case 'title':
      return query.orderBy(sql`lower(${title})`, 'asc').orderBy(title, 'asc').orderBy(id, 'asc');
    case '-title':
      return query.orderBy(sql`lower(${title})`, 'desc').orderBy(title, 'desc').orderBy(id, 'desc');
  }
}
