import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { MESSAGES } from '@shop/domain/messages';
import { tooManyRequests } from './errors';
import { rowsOf } from './rows';

/**
 * A fixed-window counter kept in the database, so several server instances share it.
 * Throws 429 with a clear message once `limit` hits are seen in the window.
 */
export async function hitRateLimit(
  db: DbOrTx,
  key: string,
  options: { limit: number; windowSeconds: number; message?: string },
): Promise<void> {
  const windowMs = options.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart.toISOString()}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
    RETURNING count`);
  const rows = rowsOf<{ count: number }>(result);
  const count = Number(rows[0]?.count ?? 0);
  if (count > options.limit) throw tooManyRequests(options.message ?? MESSAGES.tooManyRequests);
}

/** Old windows are useless; the outbox worker's tick removes them now and then. */
export async function pruneRateLimits(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
}
