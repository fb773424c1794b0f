// What `npm run import` remembers of each item it brought over from the old PHP site (issue 27):
// which item here it became, and hashes of what the old site said and of the pictures it had, so
// a second run knows what is unchanged without rewriting it or downloading its pictures again.
// No foreign key: the item may be in any of five tables, and one deleted here forgets nothing.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table imported_items (
      kind text not null check (kind in ('news', 'blogs', 'investors', 'testimonials', 'ventures')),
      -- The old site's slug of the item: what its URLs, and so our match, are made of.
      source_key text not null,
      source_id text,
      item_id integer not null,
      -- SHA-256 of the item's text fields as the old site gave them.
      content_sha256 text not null,
      -- By picture slot ('image', 'logo', 'gallery.0', …): the old URL, the SHA-256 of its bytes,
      -- and the field value the picture was stored under here.
      pictures jsonb not null default '{}',
      imported_at timestamptz not null default now(),
      primary key (kind, source_key)
    )
  `.execute(db);
  await sql`create index imported_items_item on imported_items (kind, item_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table imported_items`.execute(db);
}
