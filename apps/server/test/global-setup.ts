import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { dropPooledDatabases } from './helpers/postgres-pool';

/**
 * Creating and migrating a database for every test file is slow (PGlite: initdb takes seconds;
 * PostgreSQL: the migrations take one to two seconds). So one database is migrated here and every
 * test file starts from a copy of it (test/helpers/app.ts): on PGlite a saved data folder, on
 * PostgreSQL a template database that `CREATE DATABASE ... TEMPLATE` copies.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresTemplate(url) : pgliteSnapshot();
}

async function pgliteSnapshot(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openPglite(null);
  await migrate(database);
  const dump = await database.dumpDataDir!();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.PGLITE_SNAPSHOT = file;
  return async () => rm(dir, { recursive: true, force: true });
}

/** Runs one statement on the server's maintenance database. */
async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function postgresTemplate(url: string): Promise<() => Promise<void>> {
  const name = `t_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), { poolSize: 1, statementTimeoutMs: 0 });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  // No connections allowed: a copy fails while anyone is connected to its template.
  await admin(url, `ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  process.env.PG_TEMPLATE_DATABASE = name;
  return async () => {
    await dropPooledDatabases(url, name);
    await admin(url, `ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
    await admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
