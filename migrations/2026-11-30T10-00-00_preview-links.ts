// Shared preview links: a link that shows one item's saved state to a reviewer without an account,
// until it expires or is withdrawn. Only the token's sha256 is stored, so the table read by
// someone else (a backup, a support session) opens no preview.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table preview_links (
      id serial primary key,
      token_hash text not null unique,
      item_kind text not null check (item_kind in ('news', 'blogs', 'ventures')),
      item_id integer not null,
      created_by integer references admin_users (id) on delete set null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      revoked_by integer references admin_users (id) on delete set null,
      check (expires_at > created_at)
    );
    create index preview_links_item_idx on preview_links (item_kind, item_id);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table preview_links`.execute(db);
}
