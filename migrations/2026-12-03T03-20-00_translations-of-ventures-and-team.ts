// Ventures (with their child rows' texts in `fields`, keyed `<child>.<row id>.<field>`) and team
// members are translated too (issue 50). The kinds a translation may belong to are now checked by
// the database as the languages are, so a row of an unknown kind cannot be written by another path
// (the seed, psql) and then never be read.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table translations add constraint translations_kind_check
      check (kind in ('news', 'blogs', 'investors', 'testimonials', 'ventures', 'team'));
    alter table translation_revisions add constraint translation_revisions_kind_check
      check (kind in ('news', 'blogs', 'investors', 'testimonials', 'ventures', 'team'));
    alter table translation_revisions add constraint translation_revisions_lang_check check (lang in ('hi', 'mr'));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table translation_revisions drop constraint translation_revisions_lang_check;
    alter table translation_revisions drop constraint translation_revisions_kind_check;
    alter table translations drop constraint translations_kind_check;
  `.execute(db);
}
