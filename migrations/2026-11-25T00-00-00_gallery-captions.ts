// Gallery pictures get a caption shown under them on the public pages. Their alt text has been
// there since the initial schema (alt_text); both are optional in the table ('' means none): the
// admin API decides when alt text is required.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table venture_gallery add column caption text not null default ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table venture_gallery drop column caption`.execute(db);
}
