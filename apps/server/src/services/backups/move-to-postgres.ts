import pg from 'pg';
import type { Database } from '../../db/client';
import { migrate } from '../../db/migrate';
import {
  publicTables,
  quoteName,
  tableTotals,
  totalsDifferences,
  type Exec,
  type TableTotals,
} from '../../db/table-totals';
import { isEmptyDatabase } from './restore-backup';

const BATCH = 2000;

export interface MoveResult {
  tables: number;
  rows: number;
  totals: TableTotals;
}

/**
 * Copies the embedded database (`source`, opened by this process alone) into an EMPTY PostgreSQL database
 * (`target`): both are migrated to this version, then every table's rows are copied in one transaction on
 * PostgreSQL, as JSON batches, with the tables' own triggers off (the copy brings the report totals they
 * keep) and the foreign keys dropped and added back (checked then, whatever the order). The sequences follow.
 * Before the commit, every table's row count and money sums (`*_fils`) are compared with the source's: a
 * difference rolls everything back.
 */
export async function moveToPostgres(source: Database, target: Database): Promise<MoveResult> {
  if (!(await isEmptyDatabase(target)))
    throw new Error(
      'The PostgreSQL database is not empty: the move copies into an empty database only (CREATE DATABASE ...). Nothing was changed.',
    );
  await migrate(source);
  await migrate(target);
  return source.withConnection(async (read) => {
    await read("SET TIME ZONE 'UTC'");
    const expected = await tableTotals(read);
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const write: Exec = async (text) => (await client.query(text)).rows as unknown[];
    try {
      await write('BEGIN');
      const tables = await publicTables(read);
      const keys = (await write(`SELECT conrelid::regclass::text AS tab, conname, pg_get_constraintdef(oid) AS def
        FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`)) as {
        tab: string;
        conname: string;
        def: string;
      }[];
      for (const k of keys) await write(`ALTER TABLE ${k.tab} DROP CONSTRAINT ${quoteName(k.conname)}`);
      let rows = 0;
      for (const table of tables) rows += await copyTable(read, client, table);
      await copySequences(read, write);
      for (const k of keys) await write(`ALTER TABLE ${k.tab} ADD CONSTRAINT ${quoteName(k.conname)} ${k.def}`);
      const problems = totalsDifferences(expected, await tableTotals(write));
      if (problems.length > 0)
        throw new Error(`The copy does not match the data folder, so it was rolled back:\n- ${problems.join('\n- ')}`);
      await write('COMMIT');
      return { tables: tables.length, rows, totals: expected };
    } catch (error) {
      await write('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await client.end();
    }
  });
}

/** Replaces the table's rows in PostgreSQL (what migrations put there) with the source's; answers how many. */
async function copyTable(read: Exec, client: pg.Client, table: string): Promise<number> {
  const name = `public.${quoteName(table)}`;
  const columns = (
    (await read(`SELECT attname FROM pg_attribute WHERE attrelid = '${name}'::regclass
      AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`)) as { attname: string }[]
  )
    .map((c) => quoteName(c.attname))
    .join(', ');
  await client.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
  await client.query(`DELETE FROM ${name}`);
  let copied = 0;
  for (;;) {
    const [batch] = (await read(
      `SELECT count(*)::int AS n, coalesce(jsonb_agg(to_jsonb(t)), '[]')::text AS rows
       FROM (SELECT * FROM ${name} ORDER BY ctid LIMIT ${BATCH} OFFSET ${copied}) t`,
    )) as { n: number; rows: string }[];
    if (!batch || batch.n === 0) break;
    await client.query(
      `INSERT INTO ${name} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${name}, $1::jsonb)`,
      [batch.rows],
    );
    copied += batch.n;
    if (batch.n < BATCH) break;
  }
  await client.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
  return copied;
}

/** Each sequence hands out in PostgreSQL what it would have handed out next in the data folder. */
async function copySequences(read: Exec, write: Exec): Promise<void> {
  const sequences = (await read(
    "SELECT sequencename AS name, last_value::text AS at FROM pg_sequences WHERE schemaname = 'public'",
  )) as { name: string; at: string | null }[];
  for (const s of sequences) {
    const name = `public.${quoteName(s.name)}`;
    if (s.at === null) await write(`ALTER SEQUENCE ${name} RESTART`);
    else await write(`SELECT setval('${name.replaceAll("'", "''")}', ${BigInt(s.at)}, true)`);
  }
}
