// The failed-login counters of rate-limiter-flexible's RateLimiterPostgres, in the layout it
// expects (its _getCreateTableStmt), made here so the app never creates tables at runtime.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table login_failures (
      key varchar(255) primary key,
      points integer not null default 0,
      -- Epoch milliseconds, as the library writes it.
      expire bigint
    );
    create index login_failures_expire_idx on login_failures (expire);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table login_failures`.execute(db);
}
