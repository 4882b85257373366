#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server, starting the local
// cluster with pg_ctlcluster when nothing answers. Used by "npm run test:pg" and .ci/run.
import { execSync, spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

if (!(await reachable())) {
  console.log('PostgreSQL is not answering; starting the local cluster with pg_ctlcluster ...');
  try {
    const version = execSync('ls /etc/postgresql').toString().trim().split('\n')[0];
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
  } catch (error) {
    console.error(`Could not start PostgreSQL: ${error.message}`);
  }
  for (let i = 0; i < 20 && !(await reachable()); i += 1) await new Promise((r) => setTimeout(r, 500));
  if (!(await reachable())) {
    console.error(`PostgreSQL is not reachable at ${url}. Set TEST_DATABASE_URL or start a server.`);
    process.exit(1);
  }
}

const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
  shell: false,
});
process.exit(result.status ?? 1);
