// The demo seed's own record (one row): when it started and whether it finished. The first start
// serves while the demo pictures are drawn, so a start stopped meanwhile must be told apart from a
// site whose staff deleted the demo: the first is finished on the next start, the second stays empty.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table demo_seed (
      only_row boolean primary key default true check (only_row),
      started_at timestamptz not null,
      finished_at timestamptz
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table demo_seed`.execute(db);
}
