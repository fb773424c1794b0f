// Earlier slugs of news, blogs and ventures, so a link made before a title change still finds the
// item (a 301 on the public route, the current item from a ?slug= API look-up). One slug belongs
// to at most one item per kind; a current slug always wins over this table. Rows go with their
// item (a trigger, since one table serves three parents and cannot carry a foreign key).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table slug_history (
      kind text not null check (kind in ('news', 'blogs', 'ventures')),
      slug text not null,
      item_id integer not null,
      created_at timestamptz not null default now(),
      primary key (kind, slug)
    );
    create index slug_history_item_idx on slug_history (kind, item_id);

    create function sjg_forget_slug_history() returns trigger language plpgsql as $$
    begin
      delete from slug_history where kind = tg_argv[0] and item_id = old.id;
      return null;
    end;
    $$;
    create trigger news_forget_slug_history after delete on news
      for each row execute function sjg_forget_slug_history('news');
    create trigger blogs_forget_slug_history after delete on blogs
      for each row execute function sjg_forget_slug_history('blogs');
    create trigger ventures_forget_slug_history after delete on ventures
      for each row execute function sjg_forget_slug_history('ventures');
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop trigger news_forget_slug_history on news;
    drop trigger blogs_forget_slug_history on blogs;
    drop trigger ventures_forget_slug_history on ventures;
    drop function sjg_forget_slug_history();
    drop table slug_history;
  `.execute(db);
}
