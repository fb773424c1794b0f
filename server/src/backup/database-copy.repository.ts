// The database's rows in and out as COPY text, through node-postgres and pg-copy-streams: a
// consistent snapshot out (one REPEATABLE READ READ ONLY transaction while the site keeps writing),
// and into a fresh schema at the archive's migration level in one transaction. Not pg_dump: the
// embedded Postgres ships no client tools, and Debian's pg_dump refuses a newer server
// (docs/operations.md, "Backups and restore").
import { sql } from 'kysely';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { CONTENT_KINDS, contentKinds } from '../../../common/content-kinds.js';
import { kyselyOnClient } from '../db/client-kysely.js';
import { knownMigrations, migrateInOpenTransaction } from '../db/migrator.js';
import type { Manifest } from './backup-archive.js';
import { backupMessages } from './backup.messages.js';

/**
 * Rows a backup never holds and a restore never loads, whatever an archive names: sign-ins (a
 * restored or planted session would be a sign-in that skipped the password and two-factor steps),
 * invitation and password-reset links and the account e-mails that carry them (live credentials,
 * and a restored link would work again), the migrator's own bookkeeping (it writes it again while
 * migrating), counters of failed sign-ins and contact messages (they expire within the hour;
 * restored, they could only lock someone out) and the record of backups (that of the installation
 * that made them, not of the content). The one list for both directions.
 */
export const TABLES_LEFT_OUT = [
  'session',
  'account_links',
  'outgoing_mail',
  'kysely_migration',
  'kysely_migration_lock',
  'login_failures',
  'contact_rate_limits',
  'backup_runs',
];

/** Whether a backup copies this table, and so whether a restore may load it. */
export function isBackedUpTable(name: string): boolean {
  return !TABLES_LEFT_OUT.includes(name);
}

/** Rows that make a database "not empty" for a restore: content, accounts, messages, pictures. */
const CONTENT_TABLES = ['admin_users', ...CONTENT_KINDS.map((kind) => contentKinds[kind].table), 'contact_messages', 'media', 'site_settings'];

/** A COPY part is cut here: memory stays bounded and every tar entry's size is known before it is written. */
const PART_BYTES = 8 * 1024 * 1024;

export type TableDump = Manifest['tables'][number];
export type DatabaseDump = { tables: TableDump[]; sequences: Manifest['sequences']; migrations: string[] };

/**
 * Streams every table of the public schema (but TABLES_LEFT_OUT) as COPY text parts to `onPart`,
 * in an order where every table comes after those its foreign keys point to, all from one snapshot.
 */
export async function dumpDatabase(pool: pg.Pool, onPart: (name: string, bytes: Buffer) => Promise<void>): Promise<DatabaseDump> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    // A large table may take longer than the pool's 15 s statement limit.
    await client.query('set local statement_timeout = 0');
    const migrations = (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map((row) => row.name);
    const tables = await tablesInLoadOrder(client);
    const dumped: TableDump[] = [];
    for (const table of tables) {
      const parts: string[] = [];
      let rows = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        if (pendingBytes === 0) return;
        const bytes = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        const name = `database/${table.name}.${String(parts.length + 1).padStart(4, '0')}.copy`;
        parts.push(name);
        await onPart(name, bytes);
      };
      const stream = client.query(copyTo(`copy ${quoted(table.name)} (${table.columns.map(quoted).join(', ')}) to stdout`));
      let tail = Buffer.alloc(0);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        // Text format ends every row with a newline (newlines inside values are escaped): parts
        // are cut after a row, so each one loads on its own.
        const data = tail.length ? Buffer.concat([tail, chunk]) : chunk;
        const lastNewline = data.lastIndexOf(0x0a);
        const whole = data.subarray(0, lastNewline + 1);
        tail = Buffer.from(data.subarray(lastNewline + 1));
        for (let at = whole.indexOf(0x0a); at !== -1; at = whole.indexOf(0x0a, at + 1)) rows += 1;
        if (whole.length > 0) {
          pending.push(Buffer.from(whole));
          pendingBytes += whole.length;
        }
        if (pendingBytes >= PART_BYTES) await flush();
      }
      await flush();
      dumped.push({ name: table.name, columns: table.columns, rows, parts });
    }
    // Sequences are not transactional: a value read now may be past the snapshot's rows, never behind them.
    // Only those of the tables kept (or of none): a left-out table's sequence may not exist at the
    // migration level an older archive is restored at.
    const sequenceNames = (
      await client.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         left join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('a', 'i')
         left join pg_class owner on owner.oid = d.refobjid
         where n.nspname = 'public' and c.relkind = 'S' and (owner.relname is null or owner.relname = any($1::text[]))
         order by c.relname`,
        [dumped.map((table) => table.name)],
      )
    ).rows.map((row) => row.name);
    const sequences: Manifest['sequences'] = [];
    for (const name of sequenceNames) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${quoted(name)}`);
      sequences.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
    }
    await client.query('commit');
    return { tables: dumped, sequences, migrations };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

type TableColumns = { name: string; columns: string[] };

/** The tables to copy with their stored (not generated) columns, parents before the tables that point to them. */
async function tablesInLoadOrder(client: pg.PoolClient): Promise<TableColumns[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind = 'r' and not c.relispartition
     group by c.relname order by c.relname`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
     from pg_constraint k
     join pg_class child on child.oid = k.conrelid
     join pg_class parent on parent.oid = k.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const tables = rows.filter((row) => isBackedUpTable(row.name));
  const names = new Set(tables.map((table) => table.name));
  const ordered: TableColumns[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table.name) && references.every((ref) => ref.child !== table.name || !names.has(ref.parent) || placed.has(ref.parent)),
    );
    // A cycle of foreign keys between tables would need deferred constraints; the schema has none.
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${tables.filter((t) => !placed.has(t.name)).map((t) => t.name).join(', ')}`);
    for (const table of ready) {
      placed.add(table.name);
      ordered.push(table);
    }
  }
  return ordered;
}

/** What makes a database not empty, in words ("3 rows in admin_users, 12 in news"), or null when it is empty. */
export async function describeContent(pool: pg.Pool): Promise<string | null> {
  const found: string[] = [];
  for (const table of CONTENT_TABLES) {
    const { rows } = await pool.query<{ present: boolean }>('select to_regclass($1) is not null as present', [`public.${table}`]);
    if (!rows[0]?.present) continue;
    const count = Number((await pool.query<{ count: string }>(`select count(*) from ${quoted(table)}`)).rows[0]!.count);
    if (count > 0) found.push(`${count} ${count === 1 ? 'row' : 'rows'} in ${table}`);
  }
  return found.length > 0 ? found.join(', ') : null;
}

export type DatabaseLoader = {
  /** Loads one COPY part of the archive (parts arrive in the dump's order). */
  loadPart(name: string, bytes: Buffer): Promise<void>;
  /** Re-enables triggers, sets the sequences, checks the counts, migrates to the latest, ends every session and commits. */
  finish(): Promise<{ migrated: string[] }>;
  /** The tables the archive names that a backup never makes (an older or a crafted archive): not loaded. */
  leftOut: string[];
  /** Undoes everything. */
  abort(): Promise<void>;
};

/**
 * Opens the restore's one transaction: the public schema dropped and made again, migrated to the
 * archive's level, every table emptied (migrations may seed rows) and its user triggers disabled,
 * so rows that triggers maintain elsewhere (search_documents, media, order keys) come from the
 * archive as they were rather than being made a second time. Foreign keys stay checked: the
 * dump's order loads parents first. Only tables a backup makes are loaded; the parts of any
 * other table the manifest names are read (their checksums were checked) and dropped.
 */
export async function startDatabaseLoad(pool: pg.Pool, manifest: Manifest): Promise<DatabaseLoader> {
  const client = await pool.connect();
  const db = kyselyOnClient(client);
  const tables = manifest.tables.filter((table) => isBackedUpTable(table.name));
  const leftOut = manifest.tables.filter((table) => !isBackedUpTable(table.name));
  const tableOfPart = new Map(tables.flatMap((table) => table.parts.map((part) => [part, table] as const)));
  const partsLeftOut = new Set(leftOut.flatMap((table) => table.parts));
  let open = true;
  const end = async (statement: 'commit' | 'rollback') => {
    if (!open) return;
    open = false;
    try {
      await client.query(statement);
    } finally {
      client.release();
    }
  };
  try {
    await client.query('begin');
    await client.query('set local statement_timeout = 0');
    await sql`drop schema if exists public cascade; create schema public`.execute(db);
    await migrateInOpenTransaction(db, manifest.migrations.level);
    const { rows } = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and c.relname not like 'kysely_migration%'`,
    );
    const present = new Set(rows.map((row) => row.name));
    const missing = tables.find((table) => !present.has(table.name));
    if (missing) throw new Error(`the archive holds table ${missing.name}, which migration ${manifest.migrations.level} does not create`);
    // Triggers off first: some refuse a truncate (the audit log is append-only).
    for (const row of rows) await client.query(`alter table ${quoted(row.name)} disable trigger user`);
    if (rows.length > 0) await client.query(`truncate ${rows.map((row) => quoted(row.name)).join(', ')}`);

    return {
      leftOut: leftOut.map((table) => table.name),
      async loadPart(name, bytes) {
        if (partsLeftOut.has(name)) return;
        const table = tableOfPart.get(name);
        if (!table) throw new Error(`${name} belongs to no table of the manifest`);
        const sink = client.query(copyFrom(`copy ${quoted(table.name)} (${table.columns.map(quoted).join(', ')}) from stdin`));
        await new Promise<void>((resolve, reject) => {
          sink.once('finish', resolve);
          sink.once('error', reject);
          sink.end(bytes);
        });
      },
      async finish() {
        for (const row of rows) await client.query(`alter table ${quoted(row.name)} enable trigger user`);
        for (const sequence of manifest.sequences) {
          await client.query('select setval($1::regclass, $2::bigint, $3)', [quoted(sequence.name), sequence.lastValue, sequence.isCalled]);
        }
        for (const table of tables) {
          const count = Number((await client.query<{ count: string }>(`select count(*) from ${quoted(table.name)}`)).rows[0]!.count);
          if (count !== table.rows) throw new Error(backupMessages.countMismatch(table.name, table.rows, count));
        }
        const migrated = await migrateInOpenTransaction(db, 'latest');
        // Whatever the archive held, nobody is signed in after a restore: everyone signs in again.
        await client.query('delete from session');
        await end('commit');
        return { migrated };
      },
      abort: () => end('rollback'),
    };
  } catch (error) {
    await end('rollback').catch(() => undefined);
    throw error;
  }
}

/** The migrations this code has; a restore checks the archive's against them before writing anything. */
export { knownMigrations };

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
