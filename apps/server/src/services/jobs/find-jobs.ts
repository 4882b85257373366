import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { JOB_MESSAGES, type JobListResponse, type jobListQuerySchema } from '@shop/domain/contracts/jobs';
import { OPEN_JOB_STAGES, type JobStage } from '@shop/domain/stringing/job-stage';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { bookings, jobs } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { LIST_COUNT_CAP } from '../paging/page-outcome';
import { toJobListItem } from './job-list-item';
import { dubaiDayBounds } from './dubai-day';

type JobListQuery = z.output<typeof jobListQuerySchema>;

const NOT_READY: readonly JobStage[] = ['received', 'in_progress'];
const inStages = (stages: readonly JobStage[]) => sql.raw(`stage IN (${stages.map((s) => `'${s}'`).join(', ')})`);

/** A job number as typed ("1042" or "#1042"); anything else is a 400 with a sentence. */
function jobNumberOf(search: string): number | null {
  if (!search) return null;
  const match = /^#?\s*([1-9]\d{0,9})$/.exec(search);
  const id = match ? Number(match[1]) : NaN;
  if (!match || id > 2_147_483_647)
    throw badRequest(JOB_MESSAGES.searchJobNumber, { search: JOB_MESSAGES.searchJobNumber });
  return id;
}

/**
 * GET /api/jobs: the bench (docs/product/jobs.md, docs/decisions/stringing-jobs.md). Open jobs by
 * default, express first then by due time, on the partial index `jobs_open_idx` (with a store,
 * `jobs_open_store_idx`); a finished stage newest due first on `jobs_closed_idx`. The due filters
 * concern work not ready yet. A job number finds that job in any stage. The total is counted up to
 * 10,000 (then `totalIsExact` is false); a page deeper than that is refused.
 */
export async function findJobs(db: DbOrTx, query: JobListQuery, now = new Date()): Promise<JobListResponse> {
  const jobNumber = jobNumberOf(query.search);
  const stages: readonly JobStage[] | null = query.stage
    ? [query.stage]
    : jobNumber !== null
      ? null
      : query.due
        ? NOT_READY
        : OPEN_JOB_STAGES;
  const todayEnd = dubaiDayBounds(now).end;
  const conditions: SQL[] = [];
  if (stages) conditions.push(inStages(stages));
  if (jobNumber !== null) conditions.push(sql`booking_id = ${jobNumber}`);
  if (query.store) conditions.push(sql`store = ${query.store}`);
  if (query.due === 'overdue') conditions.push(sql`due_at < ${now.toISOString()}::timestamptz`, inStages(NOT_READY));
  if (query.due === 'today')
    conditions.push(
      sql`due_at >= ${now.toISOString()}::timestamptz AND due_at < ${todayEnd.toISOString()}::timestamptz`,
    );
  if (query.due === 'upcoming') conditions.push(sql`due_at >= ${todayEnd.toISOString()}::timestamptz`);
  const where = sql.join(conditions, sql` AND `);
  const closed = stages !== null && stages.every((s) => s === 'collected' || s === 'canceled');
  const order = closed ? sql`due_at DESC, booking_id DESC` : sql`express DESC, due_at, booking_id`;

  const offset = (query.page - 1) * query.pageSize;
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM jobs WHERE ${where} LIMIT ${LIST_COUNT_CAP + 1}) c`,
    ),
  );
  const matched = Number(counted?.n ?? 0);
  if (offset >= LIST_COUNT_CAP && matched > LIST_COUNT_CAP)
    throw badRequest(JOB_MESSAGES.pageTooDeep, { page: JOB_MESSAGES.pageTooDeep });
  const picked = rowsOf<{ id: number }>(
    await db.execute(
      sql`SELECT booking_id AS id FROM jobs WHERE ${where} ORDER BY ${order} LIMIT ${query.pageSize + 1} OFFSET ${offset}`,
    ),
  );
  const ids = picked.slice(0, query.pageSize).map((r) => Number(r.id));
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ job: jobs, booking: bookings })
          .from(jobs)
          .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
          .where(inArray(jobs.bookingId, ids));
  const byId = new Map(rows.map((r) => [r.job.bookingId, r]));
  return {
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toJobListItem(row.job, row.booking, now)] : [];
    }),
    total: Math.min(matched, LIST_COUNT_CAP),
    page: query.page,
    pageSize: query.pageSize,
    totalIsExact: matched <= LIST_COUNT_CAP,
    hasMore: picked.length > query.pageSize,
  };
}
