// Drafts, scheduled publishing, the trash, revisions and autosaves (issue 22).
// - Every item has a state; only published items that are not in the trash are public. Investors
//   and testimonials have no drafts: their state is always 'published'.
// - A trashed item keeps its row (deleted_at); its slug is freed for new items, so the unique
//   index on slug covers the items outside the trash only (same name, so a race is still
//   recognised as a slug conflict).
// - A revision is a whole item as saved (for ventures with their children) and the stored files
//   it names; a file is removed only once no revision names it.
// - Search documents exist for public items only: the trigger drops the others.
// Existing items become published, each with one initial revision.
import { type Kysely, sql } from 'kysely';

const tables = ['news', 'blogs', 'ventures', 'investors', 'testimonials'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await sql`
      alter table ${sql.table(table)}
        add column status text not null default 'published' check (status in ('draft', 'scheduled', 'published')),
        add column publish_at timestamptz,
        add column first_published_at timestamptz,
        add column deleted_at timestamptz,
        add column deleted_by integer references admin_users (id) on delete set null,
        add constraint ${sql.raw(`${table}_publish_at_check`)} check ((status = 'scheduled') = (publish_at is not null));
      update ${sql.table(table)} set first_published_at = created_at;
      alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_slug_key`)};
      create unique index ${sql.raw(`${table}_slug_key`)} on ${sql.table(table)} (slug) where deleted_at is null;
      create index ${sql.raw(`${table}_due_idx`)} on ${sql.table(table)} (publish_at) where status = 'scheduled' and deleted_at is null;
      create index ${sql.raw(`${table}_trashed_idx`)} on ${sql.table(table)} (deleted_at) where deleted_at is not null;
    `.execute(db);
  }

  await sql`
    create table revisions (
      id bigserial primary key,
      kind text not null check (kind in ('news', 'blogs', 'ventures', 'investors', 'testimonials')),
      item_id integer not null,
      created_at timestamptz not null default now(),
      author_id integer references admin_users (id) on delete set null,
      -- Kept apart from author_id: the name stays when the account goes; null means the scheduler.
      author_name text,
      -- What the save did: created, saved, published, scheduled, unpublished, restored.
      event text not null,
      status text not null,
      content jsonb not null
    );
    create index revisions_item_idx on revisions (kind, item_id, id desc);

    create table revision_files (
      revision_id bigint not null references revisions (id) on delete cascade,
      area text not null,
      field text not null,
      primary key (revision_id, area, field)
    );
    create index revision_files_file_idx on revision_files (area, field);

    create table autosaves (
      kind text not null,
      -- The item's id, or 'new' for an item not yet saved.
      item_key text not null,
      user_id integer not null references admin_users (id) on delete cascade,
      fields jsonb not null,
      saved_at timestamptz not null,
      primary key (kind, item_key, user_id)
    );

    create or replace function sjg_sync_search_document() returns trigger language plpgsql as $$
    declare
      doc_kind text := tg_argv[0];
      fields jsonb;
      doc_title text;
      body text;
    begin
      if tg_op = 'TRUNCATE' then
        delete from search_documents where kind = doc_kind;
        return null;
      end if;
      if tg_op = 'DELETE' then
        delete from search_documents where kind = doc_kind and ref_id = old.id;
        return null;
      end if;
      fields := to_jsonb(new);
      if coalesce(fields ->> 'status', 'published') <> 'published' or fields ->> 'deleted_at' is not null then
        delete from search_documents where kind = doc_kind and ref_id = new.id;
        return null;
      end if;
      doc_title := coalesce(fields ->> tg_argv[1], '');
      body := coalesce(fields ->> nullif(tg_argv[2], ''), '');
      insert into search_documents (kind, ref_id, title, vector, created_at)
      values (
        doc_kind, new.id, doc_title,
        case when tg_argv[3] = 'html' then sjg_html_search_vector(doc_title, body)
             else sjg_text_search_vector(doc_title, body) end,
        coalesce((fields ->> 'created_at')::timestamptz, now())
      )
      on conflict (kind, ref_id) do update
        set title = excluded.title, vector = excluded.vector, created_at = excluded.created_at;
      return null;
    end
    $$;
  `.execute(db);

  // The initial revisions, in the shape the app writes (server/src/editorial/snapshots.ts).
  const imageColumns: Record<Exclude<(typeof tables)[number], 'ventures'>, [string, string]> = {
    news: ['image_url', 'news'],
    blogs: ['image_url', 'blogs'],
    investors: ['investor_image', 'investors'],
    testimonials: ['image_url', 'testimonials'],
  };
  for (const [table, [column, area]] of Object.entries(imageColumns)) {
    await sql`
      with made as (
        insert into revisions (kind, item_id, created_at, event, status, content)
        select ${table}, id, updated_at, 'created', 'published',
               to_jsonb(t) - 'id' - 'status' - 'publish_at' - 'first_published_at' - 'deleted_at' - 'deleted_by' - 'created_at' - 'updated_at'
        from ${sql.table(table)} t
        returning id, item_id
      )
      insert into revision_files (revision_id, area, field)
      select made.id, ${area}, t.${sql.ref(column)} from made join ${sql.table(table)} t on t.id = made.item_id
      where t.${sql.ref(column)} is not null
    `.execute(db);
  }
  await sql`
    with made as (
      insert into revisions (kind, item_id, created_at, event, status, content)
      select 'ventures', v.id, v.updated_at, 'created', 'published', jsonb_build_object(
        'venture', to_jsonb(v) - 'id' - 'status' - 'publish_at' - 'first_published_at' - 'deleted_at' - 'deleted_by' - 'created_at' - 'updated_at' - 'position',
        'stats', (select to_jsonb(s) - 'id' - 'venture_id' from venture_stats s where s.venture_id = v.id order by s.id limit 1),
        'subcategories', coalesce((select jsonb_agg(to_jsonb(c) - 'id' - 'venture_id' order by c.position, c.id) from venture_subcategories c where c.venture_id = v.id), '[]'),
        'clients', coalesce((select jsonb_agg(to_jsonb(c) - 'id' - 'venture_id' order by c.position, c.id) from venture_clients c where c.venture_id = v.id), '[]'),
        'gallery', coalesce((select jsonb_agg(to_jsonb(g) - 'id' - 'venture_id' order by g.position, g.id) from venture_gallery g where g.venture_id = v.id), '[]')
      )
      from ventures v
      returning id, item_id
    )
    insert into revision_files (revision_id, area, field)
    select made.id, file.area, file.field from made, lateral (
      select 'ventureLogos' as area, v.logo_url as field from ventures v where v.id = made.item_id
      union select 'ventureImages', v.img_banner_url from ventures v where v.id = made.item_id
      union select 'ventureImages', v.about_img_url from ventures v where v.id = made.item_id
      union select 'ventureStats', s.stats_image from venture_stats s where s.venture_id = made.item_id
      union select 'ventureCategories', c.banner_image from venture_subcategories c where c.venture_id = made.item_id
      union select 'ventureClients', c.client_image from venture_clients c where c.venture_id = made.item_id
      union select 'ventureGallery', g.image from venture_gallery g where g.venture_id = made.item_id
    ) as file
    where file.field is not null
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table autosaves; drop table revision_files; drop table revisions;`.execute(db);
  for (const table of tables) {
    await sql`
      delete from ${sql.table(table)} where deleted_at is not null;
      drop index ${sql.raw(`${table}_slug_key`)};
      alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_slug_key`)} unique (slug);
      alter table ${sql.table(table)}
        drop column status, drop column publish_at, drop column first_published_at,
        drop column deleted_at, drop column deleted_by;
    `.execute(db);
  }
}
