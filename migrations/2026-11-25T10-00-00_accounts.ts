// Accounts with roles (issue 23): owner, editor or viewer per admin; invited accounts have no
// password until their link is used; disabled accounts cannot sign in. Two-factor sign-in keeps
// its secret encrypted (SECRETS_KEY), the last time step it accepted (no replay) and hashed
// recovery codes. One-time links (invitation 48 h, password reset 30 min) are kept as hashes.
// Account e-mails wait in outgoing_mail until the mail worker sends them. app_settings holds
// the owners' account policy (two-factor sign-in required for all).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table admin_users
      alter column password_hash drop not null,
      add column role text not null default 'editor' check (role in ('owner', 'editor', 'viewer')),
      add column disabled_at timestamptz,
      add column last_sign_in_at timestamptz,
      add column totp_secret text,
      add column totp_pending_secret text,
      add column totp_enabled_at timestamptz,
      add column totp_last_step bigint;
    -- Everyone who could sign in before had every right: they stay owners.
    update admin_users set role = 'owner';

    create table recovery_codes (
      id serial primary key,
      admin_id integer not null references admin_users (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz
    );
    create index recovery_codes_admin_idx on recovery_codes (admin_id);

    create table account_links (
      token_hash text primary key,
      admin_id integer not null references admin_users (id) on delete cascade,
      purpose text not null check (purpose in ('invite', 'reset')),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index account_links_admin_idx on account_links (admin_id);

    create table outgoing_mail (
      id serial primary key,
      to_address text not null,
      subject text not null,
      body text not null,
      status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
      attempts integer not null default 0,
      last_error text,
      next_attempt_at timestamptz not null default now(),
      sent_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index outgoing_mail_due_idx on outgoing_mail (next_attempt_at) where status = 'queued';

    create table app_settings (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table app_settings, outgoing_mail, account_links, recovery_codes;
    delete from admin_users where password_hash is null;
    alter table admin_users
      alter column password_hash set not null,
      drop column role,
      drop column disabled_at,
      drop column last_sign_in_at,
      drop column totp_secret,
      drop column totp_pending_secret,
      drop column totp_enabled_at,
      drop column totp_last_step;
  `.execute(db);
}
