// Each item's Hindi and Marathi (issue 50): one row per item and language beside the English row,
// which stays where it is. A translation has its own state, publish time, trash, slug and
// revisions; `source_updated_at` is the English item's updated_at when the translation was last
// saved (with its texts then), so a later English edit of those texts shows as "needs update". There is no foreign key to the item (the
// item's table depends on its kind): deleting an item forever deletes its translations in the
// same transaction (editorial/trash.service.ts).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table translations (
      kind text not null,
      item_id integer not null,
      lang text not null check (lang in ('hi', 'mr')),
      -- The item's translatable fields by name, as its kind declares them.
      fields jsonb not null,
      -- Kinds with a page only; NFC, unique per kind and language outside the trash.
      slug text,
      status text not null default 'draft' check (status in ('draft', 'scheduled', 'published')),
      publish_at timestamptz,
      first_published_at timestamptz,
      deleted_at timestamptz,
      source_updated_at timestamptz not null,
      -- English's translatable fields then: a state change or a picture edit bumps English's
      -- updated_at without changing a word, and must not ask for the translation to be redone.
      source_fields jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      updated_by integer references admin_users (id) on delete set null,
      primary key (kind, item_id, lang),
      constraint translations_publish_at_check check ((status = 'scheduled') = (publish_at is not null))
    );
    create unique index translations_slug_key on translations (kind, lang, slug) where slug is not null and deleted_at is null;
    create index translations_public_idx on translations (kind, lang, item_id) where status = 'published' and deleted_at is null;
    create index translations_due_idx on translations (publish_at) where status = 'scheduled' and deleted_at is null;

    -- Kept apart from revisions: those are whole English items with their files, restored over the
    -- kind's own table, and every query of them would otherwise need "and lang is null".
    create table translation_revisions (
      id bigserial primary key,
      kind text not null,
      item_id integer not null,
      lang text not null,
      created_at timestamptz not null default now(),
      author_id integer references admin_users (id) on delete set null,
      author_name text,
      event text not null,
      status text not null,
      content jsonb not null
    );
    create index translation_revisions_item_idx on translation_revisions (kind, item_id, lang, id desc);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table translation_revisions; drop table translations;`.execute(db);
}
