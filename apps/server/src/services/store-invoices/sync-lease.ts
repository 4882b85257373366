import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';

/** How long a sync may go without finishing a page before another instance may take over. */
export const SYNC_LEASE_MINUTES = 10;
/** How far before the watermark each sync reads again: store clocks and commits are not instant. */
export const WATERMARK_OVERLAP_MS = 10 * 60_000;

const LEASE_LOST =
  'Another refresh from the store took over after this one stalled; this one stopped without changing anything more.';

export interface SyncLease {
  token: string;
  /** Orders changed at or after this were not all seen by the last complete sync (null: never synced). */
  watermark: Date | null;
}

/**
 * Takes the one sync lease with a conditional update: it succeeds only when no other instance holds
 * an unexpired lease, so two instances (or two clicks) never sync at once. Null when held.
 */
export async function claimSyncLease(db: DbOrTx): Promise<SyncLease | null> {
  const token = randomUUID();
  const [row] = rowsOf<{ orders_watermark: Date | string | null }>(
    await db.execute(sql`
      UPDATE store_sync_state
      SET lease_token = ${token}, lease_until = now() + make_interval(mins => ${SYNC_LEASE_MINUTES})
      WHERE id AND (lease_until IS NULL OR lease_until < now())
      RETURNING orders_watermark`),
  );
  if (!row) return null;
  return { token, watermark: row.orders_watermark === null ? null : new Date(row.orders_watermark) };
}

/** Extends the lease before each page; a lease taken over by another instance stops this sync (409). */
export async function renewSyncLease(db: DbOrTx, token: string): Promise<void> {
  const renewed = rowsOf(
    await db.execute(sql`
      UPDATE store_sync_state SET lease_until = now() + make_interval(mins => ${SYNC_LEASE_MINUTES})
      WHERE id AND lease_token = ${token} RETURNING 1 AS ok`),
  );
  if (renewed.length === 0) throw conflict(LEASE_LOST);
}

/**
 * Ends the lease. After a complete sync the watermark moves on to `watermark` (never backwards);
 * after a failed one (`watermark` undefined) it stays, so the next sync reads the same orders again.
 */
export async function releaseSyncLease(db: DbOrTx, token: string, watermark?: Date | null): Promise<void> {
  const complete = watermark !== undefined;
  const next = watermark ? watermark.toISOString() : null;
  await db.execute(sql`
    UPDATE store_sync_state
    SET lease_token = NULL, lease_until = NULL,
        orders_watermark = CASE WHEN ${next}::timestamptz IS NULL THEN orders_watermark
                                ELSE GREATEST(COALESCE(orders_watermark, ${next}::timestamptz), ${next}::timestamptz) END,
        last_synced_at = CASE WHEN ${complete}::boolean THEN now() ELSE last_synced_at END
    WHERE id AND lease_token = ${token}`);
}

/** Where the next sync reads from: the watermark less the overlap, or everything the first time. */
export function readFrom(lease: SyncLease): Date | undefined {
  return lease.watermark ? new Date(lease.watermark.getTime() - WATERMARK_OVERLAP_MS) : undefined;
}
