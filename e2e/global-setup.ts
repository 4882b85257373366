import { DEMO_DATA_ENV, prepareDemoData } from './server';

/**
 * Once per run: a data folder migrated and seeded with the demo data, which every test file's
 * server starts from a copy of (e2e/server.ts), instead of each creating, migrating and seeding its
 * own. The demo data is relative to the day it is seeded, which is the day of the run.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const demo = await prepareDemoData();
  process.env[DEMO_DATA_ENV] = demo.dir;
  return demo.remove;
}
