// The site's texts and settings in Hindi and Marathi (issue 50): per language and section the
// translated fields (common/site-translations.ts declares which), with every saved version, and
// per language whether its site texts as a whole are published. English stays in site_settings.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table site_translations (
      lang text not null check (lang in ('hi', 'mr')),
      section text not null,
      -- The section's translatable fields by name, as the declaration shapes them.
      content jsonb not null,
      updated_at timestamptz not null default now(),
      updated_by integer references admin_users (id) on delete set null,
      primary key (lang, section)
    );
    create table site_translations_history (
      id bigserial primary key,
      lang text not null,
      section text not null,
      content jsonb not null,
      saved_at timestamptz not null,
      saved_by integer references admin_users (id) on delete set null
    );
    create index site_translations_history_idx on site_translations_history (lang, section, id desc);
    -- One row per language once it was first published; without a row a language is a draft.
    create table site_languages (
      lang text primary key check (lang in ('hi', 'mr')),
      status text not null check (status in ('draft', 'published')),
      published_at timestamptz,
      updated_at timestamptz not null default now(),
      updated_by integer references admin_users (id) on delete set null
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table site_languages; drop table site_translations_history; drop table site_translations;`.execute(db);
}
