// The site's own texts and settings (issue 24): one row per section (home, about, policies,
// contact, locations, social, footer), its content as JSON validated by the app, and the
// history of saved versions. A section without
// a row reads as its default, the texts the site showed before, so this migration stores nothing.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table site_settings (
      section text primary key,
      content jsonb not null,
      updated_at timestamptz not null default now(),
      updated_by integer references admin_users (id) on delete set null
    );
    -- Every saved version, newest last: the editorial revisions are keyed by an item's kind and
    -- numeric id and restore through each kind's form, which a section is not, so it keeps its own.
    create table site_settings_history (
      id bigserial primary key,
      section text not null,
      content jsonb not null,
      saved_at timestamptz not null,
      saved_by integer references admin_users (id) on delete set null
    );
    create index site_settings_history_section_idx on site_settings_history (section, id desc);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table site_settings_history; drop table site_settings`.execute(db);
}
