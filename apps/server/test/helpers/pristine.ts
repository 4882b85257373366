/**
 * A migrated database's contents, read once and written back between test files (the PGlite and PostgreSQL pools:
 * pglite-pool.ts, postgres-pool.ts; docs/decisions/test-setup.md). Works on any client whose `query(text)` answers
 * `{ rows }` and runs several statements in one text (PGlite's `exec`, node-postgres' simple query).
 */
export type RunSql = <T>(text: string) => Promise<{ rows: T[] }>;

export interface Pristine {
  /** Every table of the application's schemas, to empty. */
  tables: string[];
  /** The tables that held rows once migrated, with those rows as JSON. */
  rows: { table: string; json: string }[];
  /** Every sequence and its migrated state. */
  sequences: { name: string; value: string; called: boolean }[];
}

const quoted = (schema: string, name: string) => `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** What a database looks like right after the migrations, read from a database just copied or opened. */
export async function readPristine(query: RunSql): Promise<Pristine> {
  const { rows: tables } = await query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg_toast%' ORDER BY 1, 2`,
  );
  const names = tables.map((t) => quoted(t.schema, t.name));
  const rows: Pristine['rows'] = [];
  for (const table of names) {
    const { rows: found } = await query<{ json: string | null }>(`SELECT json_agg(t)::text AS json FROM ${table} t`);
    if (found[0]?.json) rows.push({ table, json: found[0].json });
  }
  const { rows: sequences } = await query<{ schema: string; name: string }>(
    `SELECT schemaname AS schema, sequencename AS name FROM pg_sequences`,
  );
  const states: Pristine['sequences'] = [];
  for (const s of sequences) {
    const name = quoted(s.schema, s.name);
    const { rows: state } = await query<{ value: string; called: boolean }>(
      `SELECT last_value::text AS value, is_called AS called FROM ${name}`,
    );
    states.push({ name, value: state[0]!.value, called: state[0]!.called });
  }
  return { tables: names, rows, sequences: states };
}

/** Past this many rows a table is truncated rather than deleted from (below: a few dead rows, left to vacuum). */
const MANY_ROWS = 1000;

/**
 * The tables that hold rows now, with how many (counted up to MANY_ROWS + 1), in one statement: only those are
 * emptied. Emptying every table cost the most: a TRUNCATE gives each table and index new files (all 62: ~90 ms a
 * file on PGlite; on PostgreSQL, customers and the tables that reference it, 300-400 ms, synced at commit), while a
 * DELETE of a file's few rows takes a millisecond or two.
 */
async function tablesWithRows(query: RunSql, state: Pristine): Promise<{ name: string; rows: number }[]> {
  const probe = state.tables
    .map(
      (table) =>
        `SELECT ${literal(table)} AS name, (SELECT count(*)::int FROM (SELECT FROM ${table} LIMIT ${MANY_ROWS + 1}) s) AS rows`,
    )
    .join(' UNION ALL ');
  const { rows } = await query<{ name: string; rows: number }>(probe);
  return rows.filter((table) => Number(table.rows) > 0);
}

/**
 * Puts a database back as migrated, in one transaction with triggers off (as a restore writes, so the totals they keep
 * come back as they were too): the tables holding rows emptied, the migrated rows written again, every sequence set
 * back. `extra`: statements of the engine's own, run in the same transaction. The session's state is the caller's.
 */
export async function writePristine(query: RunSql, state: Pristine, extra: string[] = []): Promise<void> {
  const filled = await tablesWithRows(query, state);
  const many = filled.filter((table) => Number(table.rows) > MANY_ROWS).map((table) => table.name);
  const statements = [
    'BEGIN',
    // Triggers off, the foreign keys' too: the tables are emptied in any order.
    "SET LOCAL session_replication_role = 'replica'",
    ...filled.filter((table) => !many.includes(table.name)).map((table) => `DELETE FROM ${table.name}`),
    // CASCADE also empties a table that references one emptied here (it held rows too, so it was emptied anyway).
    ...(many.length ? [`TRUNCATE ${many.join(', ')} CASCADE`] : []),
    ...state.rows.map(
      ({ table, json }) =>
        `INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, ${literal(json)})`,
    ),
    ...state.sequences.map((s) => `SELECT setval(${literal(s.name)}, ${s.value}, ${s.called ? 'true' : 'false'})`),
    ...extra,
    'COMMIT',
  ];
  await query(statements.join(';\n'));
}
