// Which items a read sees, the one rule every kind with states shares: the public sees published
// items outside the trash; the admin every item outside the trash, or those in one state, or the
// published ones missing a language (the overview's count of them, made a list).
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { ItemStatus } from '../../../common/editorial.js';

/** `missing`: a language code; only published items with no published, untrashed text in it. */
export type Visibility = { public: true } | { public: false; status?: ItemStatus | undefined; missing?: string | undefined };

export const publicOnly: Visibility = { public: true };

/** `query` (over `table`, which has the editorial columns) narrowed to the rows `visibility` sees. */
export function whereVisible<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, table: string, visibility: Visibility): SelectQueryBuilder<DB, TB, O> {
  const live = query.where(sql<boolean>`${sql.ref(`${table}.deleted_at`)} is null`);
  if (visibility.public) return live.where(sql<boolean>`${sql.ref(`${table}.status`)} = 'published'`);
  const inState = visibility.status ? live.where(sql<boolean>`${sql.ref(`${table}.status`)} = ${visibility.status}`) : live;
  return visibility.missing === undefined ? inState : inState.where(publishedWithout(table, visibility.missing));
}

/**
 * A published item with no published, untrashed text in `lang`: what the overview counts as
 * missing that language (translation-statuses.repository.ts counts by the same rule).
 */
function publishedWithout(table: string, lang: string) {
  return sql<boolean>`${sql.ref(`${table}.status`)} = 'published' and ${withoutPublishedText(table, `${table}.id`, lang)}`;
}

/**
 * The item `idColumn` of `kind` has no published, untrashed text in `lang`, a language code or a
 * column of the query (the team's filter and the overview's counts use it too).
 */
export function withoutPublishedText(kind: string, idColumn: string, lang: string | RawBuilder<string>) {
  return sql<boolean>`not exists (
    select 1 from translations t
    where t.kind = ${kind} and t.item_id = ${sql.ref(idColumn)} and t.lang = ${lang} and t.status = 'published' and t.deleted_at is null
  )`;
}
