// Which items a read sees, the one rule every kind with states shares: the public sees published
// items outside the trash; the admin every item outside the trash, or those in one state.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { ItemStatus } from '../../../common/editorial.js';

export type Visibility = { public: true } | { public: false; status?: ItemStatus | undefined };

export const publicOnly: Visibility = { public: true };

/** `query` (over `table`, which has the editorial columns) narrowed to the rows `visibility` sees. */
export function whereVisible<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, table: string, visibility: Visibility): SelectQueryBuilder<DB, TB, O> {
  const live = query.where(sql<boolean>`${sql.ref(`${table}.deleted_at`)} is null`);
  if (visibility.public) return live.where(sql<boolean>`${sql.ref(`${table}.status`)} = 'published'`);
  if (visibility.status) return live.where(sql<boolean>`${sql.ref(`${table}.status`)} = ${visibility.status}`);
  return live;
}
