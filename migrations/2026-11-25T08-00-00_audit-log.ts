// The audit log (issue 23): who did what, when and from where, written in the transaction of each
// admin write. Append-only: a trigger refuses every UPDATE (but the one the admin_users foreign key
// makes when an account goes: user_id to null, the username stays) and every DELETE of an entry
// younger than 365 days (and TRUNCATE), so only the retention purge can remove entries.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit_log (
      id bigserial primary key,
      at timestamptz not null,
      user_id integer references admin_users (id) on delete set null,
      -- Kept apart from user_id: the name stays when the account goes; for a failed sign-in, the e-mail typed.
      username text,
      address text,
      action text not null,
      item_kind text,
      item_id integer,
      item_title text,
      changed_fields text[]
    );
    create index audit_log_at_idx on audit_log (at desc, id desc);
    create index audit_log_user_idx on audit_log (user_id, at desc);

    create function audit_log_append_only() returns trigger language plpgsql as $$
    declare
      unlinked audit_log;
    begin
      if tg_op = 'TRUNCATE' then
        raise exception 'audit_log entries are kept 365 days' using errcode = 'insufficient_privilege';
      end if;
      if tg_op = 'UPDATE' then
        unlinked := old;
        unlinked.user_id := null;
        if old.user_id is not null and new is not distinct from unlinked then
          return new;
        end if;
        raise exception 'audit_log entries cannot be changed' using errcode = 'insufficient_privilege';
      end if;
      if old.at > now() - interval '365 days' then
        raise exception 'audit_log entries are kept 365 days' using errcode = 'insufficient_privilege';
      end if;
      return old;
    end;
    $$;
    create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only();
    create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table audit_log;
    drop function audit_log_append_only();
  `.execute(db);
}
