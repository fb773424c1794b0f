// The whole schema of SPEC §3. Frozen: later changes go into new migrations.
import { type Kysely, sql } from 'kysely';

const timestamps = sql`created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table news (
      id serial primary key,
      slug text not null unique,
      title text not null,
      content text not null,
      year text not null,
      image_url text,
      ${timestamps}
    );
    create index news_created_at_idx on news (created_at desc, id desc);

    create table blogs (
      id serial primary key,
      slug text not null unique,
      title text not null,
      content text not null,
      image_url text,
      ${timestamps}
    );
    create index blogs_created_at_idx on blogs (created_at desc, id desc);

    create table ventures (
      id serial primary key,
      slug text not null unique,
      title text not null,
      logo_url text,
      img_banner_url text,
      about_desc text not null default '',
      about_img_url text,
      position integer not null default 0,
      ${timestamps}
    );
    create index ventures_position_idx on ventures (position, id);

    create table venture_stats (
      id serial primary key,
      venture_id integer not null references ventures (id) on delete cascade,
      stats_image text,
      stats_right_section_title text not null default '',
      stats_right_section_content text not null default '',
      stats_left_section_title text not null default '',
      stats_left_section_content text not null default ''
    );
    create index venture_stats_venture_idx on venture_stats (venture_id, id);

    create table venture_subcategories (
      id serial primary key,
      venture_id integer not null references ventures (id) on delete cascade,
      name text not null,
      banner_image text,
      position integer not null default 0
    );
    create index venture_subcategories_venture_idx on venture_subcategories (venture_id, position, id);

    create table venture_clients (
      id serial primary key,
      venture_id integer not null references ventures (id) on delete cascade,
      client_name text not null,
      client_image text,
      position integer not null default 0
    );
    create index venture_clients_venture_idx on venture_clients (venture_id, position, id);

    create table venture_gallery (
      id serial primary key,
      venture_id integer not null references ventures (id) on delete cascade,
      image text not null,
      alt_text text not null default '',
      position integer not null default 0
    );
    create index venture_gallery_venture_idx on venture_gallery (venture_id, position, id);

    create table investors (
      id serial primary key,
      slug text not null unique,
      investor_name text not null,
      investor_image text,
      ${timestamps}
    );
    create index investors_created_at_idx on investors (created_at desc, id desc);

    create table testimonials (
      id serial primary key,
      slug text not null unique,
      name text not null,
      position text not null,
      stars numeric(2, 1) not null check (stars >= 0 and stars <= 5),
      review text not null,
      image_url text,
      ${timestamps}
    );
    create index testimonials_created_at_idx on testimonials (created_at desc, id desc);

    create table admin_users (
      id serial primary key,
      email text not null,
      username text not null,
      password_hash text not null,
      password_changed_at timestamptz not null default now(),
      ${timestamps}
    );
    -- E-mails are compared case-insensitively.
    create unique index admin_users_email_idx on admin_users (lower(email));

    create table contact_messages (
      id serial primary key,
      name text not null,
      mobile text not null,
      notes text not null,
      client_ip text,
      read_at timestamptz,
      delivery_status text not null default 'queued'
        check (delivery_status in ('queued', 'sent', 'failed')),
      delivery_attempts integer not null default 0,
      last_error text,
      next_attempt_at timestamptz not null default now(),
      sent_at timestamptz,
      ${timestamps}
    );
    create index contact_messages_created_at_idx on contact_messages (created_at desc, id desc);
    create index contact_messages_outbox_idx on contact_messages (next_attempt_at)
      where delivery_status = 'queued';

    -- The table connect-pg-simple expects (its table.sql).
    create table session (
      sid varchar not null primary key,
      sess json not null,
      expire timestamp(6) not null
    );
    create index session_expire_idx on session (expire);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table session, contact_messages, admin_users, testimonials, investors,
      venture_gallery, venture_clients, venture_subcategories, venture_stats, ventures,
      blogs, news;
  `.execute(db);
}
