// A shared preview link shows the item in one language (issue 50, item 7): English, as every link
// made before this did, or a translation's saved text, so a translator can send a native reviewer
// the Hindi or Marathi draft. Checked against the site's language codes as translations.lang is.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table preview_links add column lang text not null default 'en' check (lang in ('en', 'hi', 'mr'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table preview_links drop column lang`.execute(db);
}
