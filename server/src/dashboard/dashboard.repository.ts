// The queries of the admin's overview: how many of each content type, and the latest changes.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export type ContentCounts = {
  ventures: number;
  news: number;
  blogs: number;
  investors: number;
  testimonials: number;
  messages: number;
  unread_messages: number;
};

export async function countEverything(db: Db): Promise<ContentCounts> {
  const { rows } = await sql<ContentCounts>`
    select
      (select count(*) from ventures)::int as ventures,
      (select count(*) from news)::int as news,
      (select count(*) from blogs)::int as blogs,
      (select count(*) from investors)::int as investors,
      (select count(*) from testimonials)::int as testimonials,
      (select count(*) from contact_messages)::int as messages,
      (select count(*) from contact_messages where read_at is null)::int as unread_messages
  `.execute(db);
  return rows[0]!;
}

export type ChangeRow = { type: 'ventures' | 'news' | 'blogs' | 'investors' | 'testimonials'; id: number; title: string; created_at: Date; updated_at: Date };

/** The `limit` items added or edited last, of every content type (deletions leave no row). */
export async function listLatestChanges(db: Db, limit: number): Promise<ChangeRow[]> {
  const { rows } = await sql<ChangeRow>`
    (select 'ventures' as type, id, title, created_at, updated_at from ventures order by updated_at desc, id desc limit ${limit})
    union all
    (select 'news', id, title, created_at, updated_at from news order by updated_at desc, id desc limit ${limit})
    union all
    (select 'blogs', id, title, created_at, updated_at from blogs order by updated_at desc, id desc limit ${limit})
    union all
    (select 'investors', id, investor_name, created_at, updated_at from investors order by updated_at desc, id desc limit ${limit})
    union all
    (select 'testimonials', id, name, created_at, updated_at from testimonials order by updated_at desc, id desc limit ${limit})
    order by updated_at desc, type, id desc
    limit ${limit}
  `.execute(db);
  return rows;
}
