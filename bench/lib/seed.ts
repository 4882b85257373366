/**
 * Runs the seed steps (seed-sql.ts) on a migrated database: the secondary indexes are dropped first
 * and rebuilt afterwards from their own definitions (pg_get_indexdef), then every table is vacuumed
 * and analyzed. On PostgreSQL the parts of a step, the index builds and the vacuums run on two or
 * more connections at once; PGlite has one connection and runs them one after the other.
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../../apps/server/src/db/client';
import { seedSteps } from './seed-sql';
import { deadTupleUpdates, type DataShape } from './seed-shape';
import type { Volumes } from './volumes';

type Exec = (sql: string) => Promise<unknown[]>;

const SESSION = "SET maintenance_work_mem = '512MB'; SET synchronous_commit = off";

/** Runs `jobs` on up to `width` connections at once. */
async function onConnections(
  database: Database,
  width: number,
  jobs: ((exec: Exec) => Promise<void>)[],
): Promise<void> {
  const queue = [...jobs];
  const lanes = Math.max(1, Math.min(width, queue.length));
  await Promise.all(
    Array.from({ length: lanes }, () =>
      database.withConnection(async (exec) => {
        if (database.engine === 'postgres') await exec(SESSION);
        for (let job = queue.shift(); job; job = queue.shift()) await job(exec);
      }),
    ),
  );
}

/**
 * Indexes a trigger reads while the seed inserts, kept through it: `tickets_first_response` (migration 0030) reads a
 * ticket's responses by ticket for each response inserted; without this index every one of the 25,000 responses
 * scanned the whole table (66 s of the 1M seed, against about 1 s with it).
 */
const KEPT_INDEXES = ['ticket_responses_ticket_idx'];
const SECONDARY_INDEXES = `
  SELECT ic.relname AS name, pg_get_indexdef(i.indexrelid) AS def, am.amname AS method, pg_relation_size(t.oid) AS size
  FROM pg_index i
  JOIN pg_class t ON t.oid = i.indrelid
  JOIN pg_class ic ON ic.oid = i.indexrelid
  JOIN pg_am am ON am.oid = ic.relam
  JOIN pg_namespace n ON n.oid = t.relnamespace
  WHERE n.nspname = 'public'
    AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.contype IN ('p', 'u', 'x'))
    AND ic.relname <> ALL (ARRAY[${KEPT_INDEXES.map((name) => `'${name}'`).join(', ')}])`;

/** The tables whose writes mark bookings for the report recount (migration 0029), and the totals (0029, 0030). */
// The report triggers on the base tables (each `report_*` trigger that keeps a total), read from the catalogue so a
// trigger added later is switched off too.
const REPORT_TRIGGERS = `SELECT format('%I', c.relname) AS "table", format('%I', t.tgname) AS name
  FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname = 'public' AND NOT t.tgisinternal AND t.tgname LIKE 'report\\_%' AND c.relname NOT LIKE 'report\\_%'
 ORDER BY 1, 2`;
const REPORT_TABLES = [
  'report_booking_facts',
  'report_days',
  'report_turnaround',
  'report_specs',
  'report_liability',
  'report_takings',
  'report_tickets',
];

interface IndexRow {
  name: string;
  def: string;
  method: string;
  size: number | string;
}

/** Builds the data set in `shape` (seed-shape.ts); answers the seconds taken. */
export async function seedDatabase(
  database: Database,
  volumes: Volumes,
  shape: DataShape,
  log: (line: string) => void,
): Promise<number> {
  const width = database.engine === 'postgres' ? 8 : 1;
  const started = performance.now();
  const timed = async (label: string, fn: () => Promise<void>) => {
    const t0 = performance.now();
    await fn();
    log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };

  let indexes: IndexRow[] = [];
  await timed('drop secondary indexes', () =>
    database.withConnection(async (exec) => {
      indexes = (await exec(SECONDARY_INDEXES)) as IndexRow[];
      for (const index of indexes) await exec(`DROP INDEX "${index.name}"`);
    }),
  );
  // The report totals are rebuilt once at the end (migration 0031): marking a million bookings one by one for the
  // recount at commit would take hours.
  let triggers: { table: string; name: string }[] = [];
  await database.withConnection(async (exec) => {
    triggers = (await exec(REPORT_TRIGGERS)) as { table: string; name: string }[];
    for (const t of triggers) await exec(`ALTER TABLE ${t.table} DISABLE TRIGGER ${t.name}`);
  });
  for (const step of seedSteps(volumes, shape)) {
    await timed(step.label, () =>
      onConnections(
        database,
        width,
        step.parts.map((sql) => async (exec) => void (await exec(sql))),
      ),
    );
  }
  await timed(`rebuild ${indexes.length} indexes`, async () => {
    const byCost = [...indexes].sort(
      (a, b) => Number(a.method !== 'gin') - Number(b.method !== 'gin') || Number(b.size) - Number(a.size),
    );
    // Two at a time: the trigram (GIN) builds are CPU-bound; the largest starts first.
    await onConnections(
      database,
      2,
      byCost.map((index) => async (exec) => void (await exec(index.def))),
    );
  });
  await timed('vacuum analyze', async () => {
    const tables = (await database.withConnection((exec) =>
      exec(
        `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY pg_relation_size(quote_ident(tablename)) DESC`,
      ),
    )) as { name: string }[];
    await onConnections(
      database,
      2,
      tables.map((t) => async (exec) => void (await exec(`VACUUM ANALYZE "${t.name}"`))),
    );
  });
  const updates = deadTupleUpdates(shape);
  if (updates.length > 0)
    await timed('dead tuples (one row in eight updated), analyze', () =>
      onConnections(
        database,
        2,
        updates.map((update) => async (exec) => {
          await exec(update.sql);
          await exec(`ANALYZE ${update.table}`);
        }),
      ),
    );
  await timed('report totals (report_rebuild)', () =>
    database.withConnection(async (exec) => {
      for (const t of triggers) await exec(`ALTER TABLE ${t.table} ENABLE TRIGGER ${t.name}`);
      await exec('SELECT report_rebuild()');
      for (const table of REPORT_TABLES) await exec(`VACUUM ANALYZE ${table}`);
    }),
  );
  return (performance.now() - started) / 1000;
}
