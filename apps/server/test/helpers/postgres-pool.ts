import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type Database, type DatabaseOptions } from '../../src/db/client';
import { readPristine, writePristine, type Pristine, type RunSql } from './pristine';

/**
 * The PostgreSQL suite's databases, reused (docs/decisions/test-setup.md, "Databases reused between files").
 *
 * Copying the migrated template (`CREATE DATABASE ... TEMPLATE`) and dropping the copy cost ~0.9 s a test file, most
 * of it the server's CPU in the kernel (a new database's files written and synced): about as long as the suite's
 * tests themselves. So a database a test closed goes back to this pool, and the next one asked for is such a database
 * put back exactly as migrated, as the PGlite pool does (pristine.ts), with the planner's statistics of its tables
 * forgotten (a copy has none). Closing ends the test's pool and every other connection to the database (a second
 * instance's, one a test left open), so nothing of a session survives. A database whose objects changed (a schema or
 * table made by a test, a trigger left disabled, connections refused) is dropped instead of reused. All are named
 * after the run's template and dropped with it (test/global-setup.ts).
 */

/** A test database's pool unless the test asks for another. */
export const TEST_POOL = { poolSize: 20, statementTimeoutMs: 30_000 };

const idle: string[] = [];
let pristine: { state: Pristine; objects: string } | undefined;

/** One statement naming every object of the database that a test could change and a reset would not put back. */
const OBJECTS = `SELECT md5(string_agg(x, ',' ORDER BY x)) AS objects FROM (
  SELECT 'r:' || n.nspname || '.' || c.relname || ':' || c.relkind::text FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
  UNION ALL SELECT 's:' || nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%'
  UNION ALL SELECT 't:' || tgrelid::regclass::text || '.' || tgname || ':' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT 'f:' || p.oid::regprocedure::text FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
  UNION ALL SELECT 'd:' || coalesce(array_to_string(s.setconfig, ';'), '') FROM pg_database d
    LEFT JOIN pg_db_role_setting s ON s.setdatabase = d.oid WHERE d.datname = current_database()
) AS objects (x)`;

/** The planner's statistics of the application's tables, forgotten: a copy of the template starts without any. */
const FORGET_STATISTICS = `DELETE FROM pg_catalog.pg_statistic WHERE starelid IN (SELECT c.oid FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema'))`;

/** Runs `fn` on a connection of its own to `url`, closed after. */
export async function onServer<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `url` with its database named `name`. */
export const withName = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};
const runOn =
  (client: pg.Client): RunSql =>
  async <T>(text: string) => {
    const answer = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
    return { rows: (Array.isArray(answer) ? answer.at(-1)!.rows : answer.rows) as T[] };
  };
const objectsOf = async (client: pg.Client) => (await client.query<{ objects: string }>(OBJECTS)).rows[0]!.objects;

/** A new copy of the template; the first one made is read for what "as migrated" means. */
async function copyTemplate(url: string, template: string): Promise<string> {
  const name = `${template}_p_${randomBytes(4).toString('hex')}`;
  await onServer(url, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  if (!pristine)
    pristine = await onServer(withName(url, name), async (client) => ({
      state: await readPristine(runOn(client)),
      objects: await objectsOf(client),
    }));
  return name;
}

/** Puts a used database back as migrated; false when its objects changed (it is dropped instead). */
async function reset(url: string, name: string): Promise<boolean> {
  try {
    return await onServer(withName(url, name), async (client) => {
      if ((await objectsOf(client)) !== pristine!.objects) return false;
      await writePristine(runOn(client), pristine!.state, [FORGET_STATISTICS]);
      return true;
    });
  } catch {
    return false;
  }
}

/** Drops the database `name` on the server of `url`, ending its sessions. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await onServer(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** A database as migrated on the server of `url` (the suite's), with a pool of `options`. */
export async function pooledPostgres(
  url: string,
  template: string,
  options: Partial<DatabaseOptions>,
): Promise<Database & { url: string }> {
  let name = idle.pop();
  while (name && !(await reset(url, name))) {
    await dropDatabase(url, name);
    name = idle.pop();
  }
  name ??= await copyTemplate(url, template);
  const target = withName(url, name);
  const database = await openPostgres(target, { ...TEST_POOL, ...options });
  const close = database.close;
  let closed = false;
  return Object.assign(database, {
    url: target,
    close: async () => {
      if (closed) return;
      closed = true;
      await close();
      // Every other session on it ends too (as DROP ... WITH (FORCE) ended them), then it waits for the next file.
      await onServer(url, (admin) =>
        admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        ),
      );
      idle.push(name);
    },
  });
}

/** The run's pooled databases, dropped with its template (test/global-setup.ts). */
export async function dropPooledDatabases(url: string, template: string): Promise<void> {
  await onServer(url, async (admin) => {
    const { rows } = await admin.query<{ name: string }>(
      `SELECT datname AS name FROM pg_database WHERE datname LIKE $1`,
      [`${template}\\_p\\_%`],
    );
    for (const { name } of rows) await dropDatabase(url, name);
  });
}
