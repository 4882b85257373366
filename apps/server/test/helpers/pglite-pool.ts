import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteDatabase, type Database } from '../../src/db/client';

/**
 * The PGlite suite's databases, reused (docs/decisions/test-setup.md, "One PGlite per worker, reset between files").
 *
 * Opening PGlite from the migrated snapshot costs one to two seconds of WebAssembly start a test file, about a
 * third of the suite. So a database a test closed goes back to this pool, and the next one asked for is such a
 * database put back exactly as migrated: every table emptied and its migrated rows written again (triggers off, as
 * a restore writes them, so the totals they keep come back as they were too), every sequence set back, and the
 * session's state discarded (settings, advisory locks, LISTEN, temporary tables, prepared statements). Each
 * handed-out database is a new `Database` object, so what the app remembers per handle (built-once queries, long
 * lists) starts empty as on a new database.
 */

interface Pristine {
  /** Every table of the application's schemas, to empty. */
  tables: string[];
  /** The tables that held rows once migrated, with those rows as JSON. */
  rows: { table: string; json: string }[];
  /** Every sequence and its migrated state. */
  sequences: { name: string; value: string; called: boolean }[];
}

const idle: PGlite[] = [];
let pristine: Promise<Pristine> | undefined;

const quoted = (schema: string, name: string) => `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** What a database looks like right after the migrations, read once from the first database opened. */
async function readPristine(client: PGlite): Promise<Pristine> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg_toast%' ORDER BY 1, 2`,
  );
  const names = tables.map((t) => quoted(t.schema, t.name));
  const rows: Pristine['rows'] = [];
  for (const table of names) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `SELECT json_agg(t)::text AS json FROM ${table} t`,
    );
    if (found[0]?.json) rows.push({ table, json: found[0].json });
  }
  const { rows: sequences } = await client.query<{ schema: string; name: string }>(
    `SELECT schemaname AS schema, sequencename AS name FROM pg_sequences`,
  );
  const states: Pristine['sequences'] = [];
  for (const s of sequences) {
    const name = quoted(s.schema, s.name);
    const { rows: state } = await client.query<{ value: string; called: boolean }>(
      `SELECT last_value::text AS value, is_called AS called FROM ${name}`,
    );
    states.push({ name, value: state[0]!.value, called: state[0]!.called });
  }
  return { tables: names, rows, sequences: states };
}

/**
 * The tables that hold rows now, in one statement. Only those are emptied: a TRUNCATE gives each table and index new
 * files, and emptying all 62 took ~90 ms a test file against ~15 ms for asking which hold rows (a file fills a few).
 */
async function tablesWithRows(client: PGlite, state: Pristine): Promise<string[]> {
  const probe = state.tables
    .map((table) => `SELECT ${literal(table)} AS name WHERE EXISTS (SELECT 1 FROM ${table})`)
    .join(' UNION ALL ');
  const { rows } = await client.query<{ name: string }>(probe);
  return rows.map((row) => row.name);
}

/** Puts a used database back as migrated: the session's state discarded, then the data in one transaction. */
async function reset(client: PGlite, state: Pristine): Promise<void> {
  if (client.isInTransaction()) await client.exec('ROLLBACK');
  await client.exec('DISCARD ALL');
  const filled = await tablesWithRows(client, state);
  const statements = [
    'BEGIN',
    "SET LOCAL session_replication_role = 'replica'",
    // CASCADE also empties a table that references one emptied here (it held rows too, so it is in the list anyway).
    ...(filled.length ? [`TRUNCATE ${filled.join(', ')} CASCADE`] : []),
    ...state.rows.map(
      ({ table, json }) =>
        `INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, ${literal(json)})`,
    ),
    ...state.sequences.map((s) => `SELECT setval(${literal(s.name)}, ${s.value}, ${s.called ? 'true' : 'false'})`),
    'COMMIT',
  ];
  await client.exec(statements.join(';\n'));
}

/** A database as migrated: a used one reset, else a new one from the migrated snapshot. */
export async function pooledPglite(): Promise<Database> {
  let client = idle.pop();
  if (client) {
    await reset(client, await pristine!);
  } else {
    const snapshot = process.env.PGLITE_SNAPSHOT;
    const loadDataDir = snapshot ? new Blob([await readFile(snapshot)]) : undefined;
    client = await PGlite.create({ extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
    pristine ??= readPristine(client);
    await pristine;
  }
  // The handle stops working when closed, as a closed PGlite does (a test of the database going away expects it).
  let closed = false;
  const open = client;
  const handle = new Proxy(open, {
    get(target, property) {
      if (closed) throw new Error('PGlite is closed');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    ...pgliteDatabase(handle),
    close: async () => {
      if (closed) return;
      closed = true;
      idle.push(open);
    },
  };
}
