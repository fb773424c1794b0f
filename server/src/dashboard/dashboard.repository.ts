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

export type EditorialCounts = { drafts: number; scheduled: number; trash: number };

export async function countEverything(db: Db): Promise<ContentCounts> {
  const { rows } = await sql<ContentCounts>`
    select
      (select count(*) from ventures where deleted_at is null)::int as ventures,
      (select count(*) from news where deleted_at is null)::int as news,
      (select count(*) from blogs where deleted_at is null)::int as blogs,
      (select count(*) from investors where deleted_at is null)::int as investors,
      (select count(*) from testimonials where deleted_at is null)::int as testimonials,
      (select count(*) from contact_messages)::int as messages,
      (select count(*) from contact_messages where read_at is null)::int as unread_messages
  `.execute(db);
  return rows[0]!;
}

export type ChangeRow = { type: 'ventures' | 'news' | 'blogs' | 'investors' | 'testimonials'; id: number; title: string; created_at: Date; updated_at: Date };

/** Drafts and scheduled items outside the trash, and everything in the trash, of every content type. */
export async function countEditorial(db: Db): Promise<EditorialCounts> {
  const tables = ['ventures', 'news', 'blogs', 'investors', 'testimonials'];
  const sum = (condition: string) => sql.raw(tables.map((table) => `(select count(*) from ${table} where ${condition})`).join(' + '));
  const { rows } = await sql<EditorialCounts>`
    select
      (${sum(`status = 'draft' and deleted_at is null`)})::int as drafts,
      (${sum(`status = 'scheduled' and deleted_at is null`)})::int as scheduled,
      (${sum('deleted_at is not null')})::int as trash
  `.execute(db);
  return rows[0]!;
}

/** The `limit` items added or edited last, of every content type, outside the trash. */
export async function listLatestChanges(db: Db, limit: number): Promise<ChangeRow[]> {
  const { rows } = await sql<ChangeRow>`
    (select 'ventures' as type, id, title, created_at, updated_at from ventures where deleted_at is null order by updated_at desc, id desc limit ${limit})
    union all
    (select 'news', id, title, created_at, updated_at from news where deleted_at is null order by updated_at desc, id desc limit ${limit})
    union all
    (select 'blogs', id, title, created_at, updated_at from blogs where deleted_at is null order by updated_at desc, id desc limit ${limit})
    union all
    (select 'investors', id, investor_name, created_at, updated_at from investors where deleted_at is null order by updated_at desc, id desc limit ${limit})
    union all
    (select 'testimonials', id, name, created_at, updated_at from testimonials where deleted_at is null order by updated_at desc, id desc limit ${limit})
    order by updated_at desc, type, id desc
    limit ${limit}
  `.execute(db);
  return rows;
}
