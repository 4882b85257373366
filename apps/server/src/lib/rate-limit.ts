import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { MESSAGES } from '@shop/domain/messages';
import { tooManyRequests } from './errors';
import { rowsOf } from './rows';

/**
 * A counter per key kept in the database, so several server instances share it. A key's window
 * opens at its first hit and lasts `windowSeconds`; the next hit after that opens a new one. (Windows
 * aligned to the clock would reset every key at the same instant, letting a burst that straddles
 * the boundary through with twice the limit.) Throws 429 with a clear message past `limit` hits.
 */
export async function hitRateLimit(
  db: DbOrTx,
  key: string,
  options: { limit: number; windowSeconds: number; message?: string },
): Promise<void> {
  const count = await countHit(db, key, options.windowSeconds);
  if (count > options.limit) throw tooManyRequests(options.message ?? MESSAGES.tooManyRequests);
}

/**
 * Counts one hit on `key` in its current window (opening a new one when the last has passed) and
 * answers the count. One row per key, one atomic statement: hits arriving together are all counted.
 */
export async function countHit(db: DbOrTx, key: string, windowSeconds: number): Promise<number> {
  const window = `${windowSeconds} seconds`;
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start > now() - ${window}::interval THEN rate_limits.count + 1 ELSE 1 END,
      window_start = CASE WHEN rate_limits.window_start > now() - ${window}::interval THEN rate_limits.window_start ELSE now() END
    RETURNING count`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/** The hits on `key` in its open window (0 when none is open), without counting one. */
export async function readHits(db: DbOrTx, key: string, windowSeconds: number): Promise<number> {
  const result = await db.execute(sql`
    SELECT count FROM rate_limits WHERE key = ${key} AND window_start > now() - ${`${windowSeconds} seconds`}::interval`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/** Forgets the counts of the given keys (a success or a password reset clears failures). */
export async function clearHits(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(
    sql`DELETE FROM rate_limits WHERE key IN (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
}

/** Forgets the counts of every key starting with one of `prefixes`. */
export async function clearHitsStartingWith(db: DbOrTx, prefixes: string[]): Promise<void> {
  for (const prefix of prefixes) await db.execute(sql`DELETE FROM rate_limits WHERE starts_with(key, ${prefix})`);
}

/** Old windows are useless; the outbox worker's tick removes them now and then. */
export async function pruneRateLimits(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
}
