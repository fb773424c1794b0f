// The team becomes content (team_members), and ventures, their subcategories, clients and gallery
// pictures, testimonials and team members get order keys that staff set by dragging: text keys
// compared bytewise (COLLATE "C"), a base-62 fraction each, so a move writes one row (see
// common/order-keys.ts). Existing rows keep the order they were shown in: ventures and their rows
// by (position, id), testimonials newest first. A row inserted without a key (the seed, a script)
// gets one from a trigger: ventures and team members after the last, the others before the first,
// under the same advisory lock the app's moves take, so inserts and moves queue up. Frozen: the
// key arithmetic below is this migration's own copy.
import { type Kysely, sql } from 'kysely';

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `count` keys spread evenly over (0, 1), in order. */
function spreadKeys(count: number): string[] {
  let width = 1;
  while (DIGITS.length ** width < (count + 1) * DIGITS.length) width += 1;
  const step = Math.floor(DIGITS.length ** width / (count + 1));
  return Array.from({ length: count }, (_, index) => {
    let value = step * (index + 1);
    let digits = '';
    for (let place = 0; place < width; place += 1) {
      digits = DIGITS[value % DIGITS.length]! + digits;
      value = Math.floor(value / DIGITS.length);
    }
    return digits.replace(/0+$/, '');
  });
}

/** Writes keys to `column` of `table` for the rows of each group, in the order the query gives. */
async function writeKeys(db: Kysely<any>, table: string, column: string, ordered: { id: number; scope: number }[]): Promise<void> {
  const groups = new Map<number, number[]>();
  for (const row of ordered) groups.set(row.scope, [...(groups.get(row.scope) ?? []), row.id]);
  const ids: number[] = [];
  const keys: string[] = [];
  for (const group of groups.values()) {
    ids.push(...group);
    keys.push(...spreadKeys(group.length));
  }
  if (ids.length === 0) return;
  await sql`
    update ${sql.table(table)} as t set ${sql.ref(column)} = k.key
    from unnest(${ids}::int[], ${keys}::text[]) as k(id, key) where t.id = k.id`.execute(db);
}

const childTables = ['venture_subcategories', 'venture_clients', 'venture_gallery'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function sjg_order_key_after(last text) returns text language plpgsql immutable as $$
    declare
      digits constant text := '${sql.raw(DIGITS)}';
      i int := 1;
    begin
      if last is null then return 'V'; end if;
      while i <= length(last) and substr(last, i, 1) = 'z' loop i := i + 1; end loop;
      if i > length(last) then return last || 'V'; end if;
      return substr(last, 1, i - 1) || substr(digits, strpos(digits, substr(last, i, 1)) + 1, 1);
    end $$;

    create function sjg_order_key_before(first text) returns text language plpgsql immutable as $$
    declare
      digits constant text := '${sql.raw(DIGITS)}';
      i int := 1;
      d int;
    begin
      if first is null then return 'V'; end if;
      while substr(first, i, 1) = '0' loop i := i + 1; end loop;
      d := strpos(digits, substr(first, i, 1)) - 1;
      if d >= 2 then return substr(first, 1, i - 1) || substr(digits, d, 1); end if;
      return substr(first, 1, i - 1) || '0V';
    end $$;

    -- Arguments: the key column, the scope column ('' for the whole table), 'first' or 'last'.
    create function sjg_assign_order_key() returns trigger language plpgsql as $$
    declare
      key_column text := tg_argv[0];
      scope_column text := nullif(tg_argv[1], '');
      scope_value int := 0;
      edge text;
    begin
      if (to_jsonb(new) ->> key_column) is not null then return new; end if;
      if scope_column is not null then scope_value := (to_jsonb(new) ->> scope_column)::int; end if;
      perform pg_advisory_xact_lock(hashtext('sjg-order:' || tg_table_name), scope_value);
      execute format(
        'select %s(%I) from %I %s',
        case when tg_argv[2] = 'first' then 'min' else 'max' end,
        key_column,
        tg_table_name,
        case when scope_column is null then '' else format('where %I = $1', scope_column) end
      ) into edge using scope_value;
      new := jsonb_populate_record(new, jsonb_build_object(
        key_column,
        case when tg_argv[2] = 'first' then sjg_order_key_before(edge) else sjg_order_key_after(edge) end
      ));
      return new;
    end $$;
  `.execute(db);

  await sql`
    create table team_members (
      id serial primary key,
      name text not null,
      position text not null,
      bio text not null default '',
      photo text,
      linkedin_url text,
      sort_key text collate "C" not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    alter table team_members add constraint team_members_sort_key_key unique (sort_key) deferrable initially deferred;
    create trigger team_members_order_key before insert on team_members
      for each row execute function sjg_assign_order_key('sort_key', '', 'last');
  `.execute(db);

  // Ventures: the integer position becomes a key, in the order it gave.
  await sql`alter table ventures add column position_key text collate "C"`.execute(db);
  const ventures = await sql<{ id: number }>`select id from ventures order by position, id`.execute(db);
  await writeKeys(db, 'ventures', 'position_key', ventures.rows.map((row) => ({ id: row.id, scope: 0 })));
  await sql`
    drop index ventures_position_idx;
    alter table ventures drop column position;
    alter table ventures rename column position_key to position;
    alter table ventures alter column position set not null;
    alter table ventures add constraint ventures_position_key unique (position) deferrable initially deferred;
    create trigger ventures_order_key before insert on ventures
      for each row execute function sjg_assign_order_key('position', '', 'last');
  `.execute(db);

  for (const table of childTables) {
    await sql`alter table ${sql.table(table)} add column position_key text collate "C"`.execute(db);
    const rows = await sql<{ id: number; venture_id: number }>`select id, venture_id from ${sql.table(table)} order by venture_id, position, id`.execute(db);
    await writeKeys(db, table, 'position_key', rows.rows.map((row) => ({ id: row.id, scope: row.venture_id })));
    await sql`
      drop index ${sql.raw(`${table}_venture_idx`)};
      alter table ${sql.table(table)} drop column position;
      alter table ${sql.table(table)} rename column position_key to position;
      alter table ${sql.table(table)} alter column position set not null;
      alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_venture_idx`)} unique (venture_id, position) deferrable initially deferred;
      create trigger ${sql.raw(`${table}_order_key`)} before insert on ${sql.table(table)}
        for each row execute function sjg_assign_order_key('position', 'venture_id', 'first');
    `.execute(db);
  }

  // Testimonials: `position` is the author's job title, so the key has its own name. Newest first, as they were listed.
  await sql`alter table testimonials add column sort_key text collate "C"`.execute(db);
  const testimonials = await sql<{ id: number }>`select id from testimonials order by created_at desc, id desc`.execute(db);
  await writeKeys(db, 'testimonials', 'sort_key', testimonials.rows.map((row) => ({ id: row.id, scope: 0 })));
  await sql`
    alter table testimonials alter column sort_key set not null;
    alter table testimonials add constraint testimonials_sort_key_key unique (sort_key) deferrable initially deferred;
    create trigger testimonials_order_key before insert on testimonials
      for each row execute function sjg_assign_order_key('sort_key', '', 'first');
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop trigger testimonials_order_key on testimonials;
    alter table testimonials drop column sort_key;
    drop table team_members;
  `.execute(db);
  for (const table of childTables) {
    await sql`
      drop trigger ${sql.raw(`${table}_order_key`)} on ${sql.table(table)};
      alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_venture_idx`)};
      alter table ${sql.table(table)} add column position_number integer not null default 0;
      update ${sql.table(table)} as t set position_number = r.n
        from (select id, row_number() over (partition by venture_id order by position) - 1 as n from ${sql.table(table)}) r where t.id = r.id;
      alter table ${sql.table(table)} drop column position;
      alter table ${sql.table(table)} rename column position_number to position;
      create index ${sql.raw(`${table}_venture_idx`)} on ${sql.table(table)} (venture_id, position, id);
    `.execute(db);
  }
  await sql`
    drop trigger ventures_order_key on ventures;
    alter table ventures drop constraint ventures_position_key;
    alter table ventures add column position_number integer not null default 0;
    update ventures as t set position_number = r.n from (select id, row_number() over (order by position) as n from ventures) r where t.id = r.id;
    alter table ventures drop column position;
    alter table ventures rename column position_number to position;
    create index ventures_position_idx on ventures (position, id);
    drop function sjg_assign_order_key();
    drop function sjg_order_key_before(text);
    drop function sjg_order_key_after(text);
  `.execute(db);
}
