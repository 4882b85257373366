import { DEMO_DATA_ENV, prepareDemoData } from './server';
import { startServerPool } from './server-pool';

/**
 * Once per run: a data folder migrated and seeded with the demo data, which every test file's
 * server starts from a copy of (e2e/server.ts), instead of each creating, migrating and seeding its
 * own. The demo data is relative to the day it is seeded, which is the day of the run. Then the
 * server pool (e2e/server-pool.ts), which has the next file's server started before the file asks.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const demo = await prepareDemoData();
  process.env[DEMO_DATA_ENV] = demo.dir;
  const pool = await startServerPool();
  return async () => {
    await pool.close();
    await demo.remove();
  };
}
