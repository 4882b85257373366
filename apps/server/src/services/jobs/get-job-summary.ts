import { sql } from 'drizzle-orm';
import type { JobSummary } from '@shop/domain/contracts/jobs';
import type { Store } from '@shop/domain/pickup';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { shopDayBounds } from '@shop/domain/shop-days';

/**
 * GET /api/jobs/summary: the dashboard home's bench figures, counted over the open jobs only
 * (`jobs_open_idx` / `jobs_open_store_idx`). Each figure equals the total of the bench list it links
 * to: due=today, due=overdue, stage=ready.
 */
export async function getJobSummary(db: DbOrTx, input: { store?: Store }, now = new Date()): Promise<JobSummary> {
  const at = now.toISOString();
  const end = shopDayBounds(now).end.toISOString();
  const store = input.store ? sql`AND store = ${input.store}` : sql``;
  const [row] = rowsOf<JobSummary>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE stage IN ('received', 'in_progress')
                                AND due_at >= ${at}::timestamptz AND due_at < ${end}::timestamptz)::int AS due_today,
             count(*) FILTER (WHERE stage IN ('received', 'in_progress') AND due_at < ${at}::timestamptz)::int AS overdue,
             count(*) FILTER (WHERE stage = 'ready')::int AS ready
      FROM jobs
      WHERE stage IN ('received', 'in_progress', 'ready') ${store}`),
  );
  return { due_today: Number(row?.due_today ?? 0), overdue: Number(row?.overdue ?? 0), ready: Number(row?.ready ?? 0) };
}
