// A translation's earlier addresses, so a link made before its title (and slug) changed still finds
// the item in that language: the public page answers 301 to the current address, in the same
// language only. Kept by a trigger on translations, so every writer (a save, a revision restored,
// a copy) records it; a row goes with its translation.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table translation_slug_history (
      kind text not null,
      lang text not null,
      slug text not null,
      item_id integer not null,
      created_at timestamptz not null default now(),
      primary key (kind, lang, slug)
    );
    create index translation_slug_history_item_idx on translation_slug_history (kind, lang, item_id);

    create function sjg_translation_slug_history() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from translation_slug_history where kind = old.kind and lang = old.lang and item_id = old.item_id;
        return null;
      end if;
      if old.slug is not null and old.slug is distinct from new.slug then
        insert into translation_slug_history (kind, lang, slug, item_id) values (old.kind, old.lang, old.slug, old.item_id)
          on conflict (kind, lang, slug) do update set item_id = excluded.item_id, created_at = now();
      end if;
      -- An address in use again is the current one's, not a redirect.
      if new.slug is not null then
        delete from translation_slug_history where kind = new.kind and lang = new.lang and slug = new.slug;
      end if;
      return null;
    end;
    $$;
    create trigger translations_slug_history after update of slug or delete on translations
      for each row execute function sjg_translation_slug_history();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop trigger translations_slug_history on translations;
    drop function sjg_translation_slug_history();
    drop table translation_slug_history;
  `.execute(db);
}
