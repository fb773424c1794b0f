// A library picture's title (issue 48): the uploaded file's name made readable, so a picture
// without alt text yet is still known by something a person chose. Empty for the pictures before.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table media add column title text not null default ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table media drop column title`.execute(db);
}
