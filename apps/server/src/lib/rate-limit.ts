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
 * Two first hits at the same instant may open two windows; the count then reads the larger one.
 */
export async function hitRateLimit(
  db: DbOrTx,
  key: string,
  options: { limit: number; windowSeconds: number; message?: string },
): Promise<void> {
  const window = `${options.windowSeconds} seconds`;
  const result = await db.execute(sql`
    WITH current AS (
      UPDATE rate_limits SET count = count + 1
      WHERE key = ${key} AND window_start > now() - ${window}::interval
      RETURNING count
    ), opened AS (
      INSERT INTO rate_limits (key, window_start, count)
      SELECT ${key}, now(), 1 WHERE NOT EXISTS (SELECT 1 FROM current)
      ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
      RETURNING count
    )
    SELECT coalesce((SELECT max(count) FROM current), (SELECT max(count) FROM opened)) AS count`);
  const rows = rowsOf<{ count: number }>(result);
  const count = Number(rows[0]?.count ?? 0);
  if (count > options.limit) throw tooManyRequests(options.message ?? MESSAGES.tooManyRequests);
}

/** Old windows are useless; the outbox worker's tick removes them now and then. */
export async function pruneRateLimits(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
}
