// Backups and restore (issue 27): every backup, scheduled or run by hand, leaves one row with its
// outcome, so every app process can show the last one (the admin dashboard, /readyz) and a failure
// is seen where people look, not only in one process's log.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table backup_runs (
      id bigserial primary key,
      trigger text not null check (trigger in ('scheduled', 'manual')),
      started_at timestamptz not null,
      finished_at timestamptz,
      status text not null default 'running' check (status in ('running', 'succeeded', 'failed')),
      file text,
      size_bytes bigint,
      error text
    );
    create index backup_runs_started_idx on backup_runs (started_at desc);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table backup_runs`.execute(db);
}
