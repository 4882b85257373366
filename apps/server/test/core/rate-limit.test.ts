import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, engine } from '../helpers/app';
import { migrate } from '../../src/db/migrate';
import type { Database } from '../../src/db/client';
import { countHit, hitRateLimit } from '../../src/lib/rate-limit';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
});
afterAll(async () => database?.close());

const hit = (key: string) => hitRateLimit(database.db, key, { limit: 3, windowSeconds: 600, message: 'Slow down.' });

describe(`rate limit windows (${engine})`, () => {
  it('allows the limit within a window that opens at the first hit, refuses the next, and opens a new window once it has passed', async () => {
    for (let i = 0; i < 3; i += 1) await hit('k1');
    await expect(hit('k1')).rejects.toMatchObject({ statusCode: 429, message: 'Slow down.' });
    await hit('k2'); // another key has its own window
    await database.db.execute(
      sql`UPDATE rate_limits SET window_start = window_start - interval '601 seconds' WHERE key = 'k1'`,
    );
    await expect(hit('k1')).resolves.toBeUndefined();
    await expect(hit('k1')).resolves.toBeUndefined();
  });

  it('counts hits arriving together exactly, even the first ones that open the window', async () => {
    const counts = await Promise.all(Array.from({ length: 20 }, () => countHit(database.db, 'together', 600)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
