// The media library (issue 24): every stored image is one row of `media`, keyed by its file name
// (random, unique across upload areas), with the area whose folder holds its bytes, its alt text,
// caption, credit and focal point. An item that uses a library image stores the same name under
// its own area's field prefix, and the uploads route finds the bytes wherever they live, so
// choosing from the library reuses the file instead of copying it.
//
// Rows are made three ways: the app registers a file it stores (with its uploader and size); a
// trigger on every image column registers any name the app did not (the seed, a script, a
// restore), taking the item's title as alt text; and this migration registers the images already
// stored, alt text from their item's title. Which items use a file is not stored but read through
// the `media_uses` view, so it can never drift from the rows.
import { type Kysely, sql } from 'kysely';

/** Every image column: its table, upload area, field prefix and the column that names the item. */
const imageColumns = [
  { table: 'news', column: 'image_url', area: 'news', prefix: 'uploads/', title: 'title' },
  { table: 'blogs', column: 'image_url', area: 'blogs', prefix: 'uploads/', title: 'title' },
  { table: 'investors', column: 'investor_image', area: 'investors', prefix: '', title: 'investor_name' },
  { table: 'testimonials', column: 'image_url', area: 'testimonials', prefix: 'uploads/', title: 'name' },
  { table: 'ventures', column: 'logo_url', area: 'ventureLogos', prefix: '', title: 'title' },
  { table: 'ventures', column: 'img_banner_url', area: 'ventureImages', prefix: '', title: 'title' },
  { table: 'ventures', column: 'about_img_url', area: 'ventureImages', prefix: '', title: 'title' },
  { table: 'venture_stats', column: 'stats_image', area: 'ventureStats', prefix: '', title: 'stats_right_section_title' },
  { table: 'venture_subcategories', column: 'banner_image', area: 'ventureCategories', prefix: '', title: 'name' },
  { table: 'venture_clients', column: 'client_image', area: 'ventureClients', prefix: '', title: 'client_name' },
  { table: 'venture_gallery', column: 'image', area: 'ventureGallery', prefix: '', title: 'alt_text' },
  { table: 'team_members', column: 'photo', area: 'team', prefix: '', title: 'name' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table media (
      id serial primary key,
      area text not null,
      name text not null unique check (name ~ '^[A-Za-z0-9_-]{8,64}\\.(jpg|png|webp|gif|avif)$'),
      width integer,
      height integer,
      bytes integer,
      alt_text text not null default '',
      decorative boolean not null default false,
      caption text not null default '',
      credit text not null default '',
      focal_x real check (focal_x between 0 and 1),
      focal_y real check (focal_y between 0 and 1),
      uploaded_by integer references admin_users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((focal_x is null) = (focal_y is null))
    );
    create index media_created_idx on media (created_at desc, id desc);

    -- The file name a field value names in an area with this prefix, or null when it is not one of ours.
    create function sjg_media_name(field text, prefix text) returns text language sql immutable as $$
      select case
        when field is null or left(field, length(prefix)) <> prefix then null
        when substr(field, length(prefix) + 1) ~ '^[A-Za-z0-9_-]{8,64}\\.(jpg|png|webp|gif|avif)$' then substr(field, length(prefix) + 1)
      end
    $$;

    -- Registers the name an image column now holds, unless it is registered already.
    -- Arguments: area, column, field prefix, the column whose value becomes the alt text.
    create function sjg_register_media() returns trigger language plpgsql as $$
    declare
      row_json jsonb := to_jsonb(new);
      file_name text := sjg_media_name(row_json ->> tg_argv[1], tg_argv[2]);
      size text[];
    begin
      if file_name is null then return new; end if;
      size := regexp_match(file_name, '^[0-9a-f]{32}_([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\\.');
      insert into media (area, name, width, height, alt_text)
      values (tg_argv[0], file_name, size[1]::int, size[2]::int, left(coalesce(row_json ->> tg_argv[3], ''), 250))
      on conflict (name) do nothing;
      return new;
    end $$;
  `.execute(db);

  for (const { table, column, area, prefix, title } of imageColumns) {
    await sql`
      create trigger ${sql.raw(`${table}_${column}_media`)}
      after insert or update of ${sql.ref(column)} on ${sql.table(table)}
      for each row execute function sjg_register_media(${sql.lit(area)}, ${sql.lit(column)}, ${sql.lit(prefix)}, ${sql.lit(title)})`.execute(db);
    // Existing images, oldest item first so a file two items share takes the first one's title.
    await sql`
      insert into media (area, name, width, height, alt_text, created_at)
      select ${area}, m.name,
        (regexp_match(m.name, '^[0-9a-f]{32}_([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\\.'))[1]::int,
        (regexp_match(m.name, '^[0-9a-f]{32}_([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\\.'))[2]::int,
        left(coalesce(m.title, ''), 250), now()
      from (
        select sjg_media_name(t.${sql.ref(column)}, ${prefix}) as name, t.${sql.ref(title)}::text as title, t.id
        from ${sql.table(table)} as t
      ) as m
      where m.name is not null
      order by m.id
      on conflict (name) do nothing`.execute(db);
  }

  // Which items use each file: one row per use, for the usage counts, the filters and the refusal
  // to delete a used file. In the trash still counts (the item can be restored), and so does an
  // earlier version in the history (restoring it brings the picture back).
  await sql`
    create view media_uses as
      select sjg_media_name(image_url, 'uploads/') as name, 'news' as kind, id as item_id, title as label, deleted_at is not null as in_trash, false as in_history from news
      union all select sjg_media_name(image_url, 'uploads/'), 'blogs', id, title, deleted_at is not null, false from blogs
      union all select sjg_media_name(investor_image, ''), 'investors', id, investor_name, deleted_at is not null, false from investors
      union all select sjg_media_name(image_url, 'uploads/'), 'testimonials', id, name, deleted_at is not null, false from testimonials
      union all select sjg_media_name(logo_url, ''), 'ventures', id, title, deleted_at is not null, false from ventures
      union all select sjg_media_name(img_banner_url, ''), 'ventures', id, title, deleted_at is not null, false from ventures
      union all select sjg_media_name(about_img_url, ''), 'ventures', id, title, deleted_at is not null, false from ventures
      union all select sjg_media_name(s.stats_image, ''), 'ventures', v.id, v.title, v.deleted_at is not null, false from venture_stats s join ventures v on v.id = s.venture_id
      union all select sjg_media_name(c.banner_image, ''), 'ventures', v.id, v.title, v.deleted_at is not null, false from venture_subcategories c join ventures v on v.id = c.venture_id
      union all select sjg_media_name(c.client_image, ''), 'ventures', v.id, v.title, v.deleted_at is not null, false from venture_clients c join ventures v on v.id = c.venture_id
      union all select sjg_media_name(g.image, ''), 'ventures', v.id, v.title, v.deleted_at is not null, false from venture_gallery g join ventures v on v.id = g.venture_id
      union all select sjg_media_name(photo, ''), 'team', id, name, false, false from team_members
      union all select coalesce(sjg_media_name(f.field, 'uploads/'), sjg_media_name(f.field, '')), r.kind, r.item_id, null, false, true
        from revision_files f join revisions r on r.id = f.revision_id
      union all select s.content ->> 'shareImage', 'site', null, s.section, false, false from site_settings s where s.content ? 'shareImage'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view media_uses`.execute(db);
  for (const { table, column } of imageColumns) {
    await sql`drop trigger ${sql.raw(`${table}_${column}_media`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function sjg_register_media(); drop function sjg_media_name(text, text); drop table media`.execute(db);
}
