import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { JOB_MESSAGES, type JobListResponse, type jobListQuerySchema } from '@shop/domain/contracts/jobs';
import { OPEN_JOB_STAGES, type JobStage } from '@shop/domain/stringing/job-stage';
import type { Store } from '@shop/domain/pickup';
import type { TensionUnit } from '@shop/domain/stringing/tension';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { bookings, jobs } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { rawOnce } from '../../db/fast-path';
import { rowsOf } from '../../lib/rows';
import { LIST_COUNT_CAP } from '../paging/page-outcome';
import { constant, pageBounds } from '../paging/page-statement';
import { isStillLong, rememberLongUntil } from '../paging/known-long';
import { toJobListItem } from './job-list-item';
import { shopDayBounds } from '@shop/domain/shop-days';

type JobListQuery = z.output<typeof jobListQuerySchema>;
type JobRow = typeof jobs.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

const NOT_READY: readonly JobStage[] = ['received', 'in_progress'];
const inStages = (stages: readonly JobStage[], table = 'jobs') =>
  sql.raw(`${table}.stage IN (${stages.map((s) => `'${s}'`).join(', ')})`);

/** A job number as typed ("1042" or "#1042"); anything else is a 400 with a sentence. */
function jobNumberOf(search: string): number | null {
  if (!search) return null;
  const match = /^#?\s*([1-9]\d{0,9})$/.exec(search);
  const id = match ? Number(match[1]) : NaN;
  if (!match || id > 2_147_483_647)
    throw badRequest(JOB_MESSAGES.searchJobNumber, { search: JOB_MESSAGES.searchJobNumber });
  return id;
}

/** The bench's statements, one per filter shape and database handle. */
const statements = rawOnce();

/** The bench counts this far from the page's start (then `totalIsExact` is false): "1–20 of 1,000+". */
export const JOB_COUNT_CAP = 1_000;

type ListedJob = {
  booking_id: number;
  stage: JobStage;
  store: string;
  express: boolean;
  due_ms: number;
  intake: string | null;
  customer_name: string;
  racket_name: string;
  service_kind: string;
  service_type: string;
} & SpecSideRow;
/** The spec's sides as the bench's statement reads them from the job row (for `spec_summary`). */
type SpecSideRow = {
  mains_string_id: number | null;
  mains_own_string: string | null;
  mains_tension_tenths: number | null;
  mains_unit: TensionUnit | null;
  crosses_string_id: number | null;
  crosses_own_string: string | null;
  crosses_tension_tenths: number | null;
  crosses_unit: TensionUnit | null;
};
const SPEC_SIDES =
  'mains_string_id, mains_own_string, mains_tension_tenths, mains_unit, crosses_string_id, crosses_own_string, crosses_tension_tenths, crosses_unit';
type ListRow = ListedJob & { counted: number };

/**
 * The jobs of a list filtered by stage and store only, from the counter kept by triggers (migration 0054): the sum of
 * job_counts' slots, a dozen rows. Null for any other filter (counted on the filter's index).
 */
function jobCounter(
  stages: readonly JobStage[] | null,
  filters: { jobNumber: number | null; due: unknown; customer: unknown; store: unknown },
): (() => SQL) | null {
  if (stages === null || filters.jobNumber !== null || filters.due || filters.customer) return null;
  const store = filters.store ? sql` AND job_counts.store = ${sql.placeholder('store')}` : sql``;
  return () =>
    sql`(SELECT coalesce(sum(job_counts.n), 0) FROM job_counts WHERE ${inStages(stages, 'job_counts')}${store})`;
}

/**
 * GET /api/jobs: the bench (docs/product/jobs.md, docs/decisions/stringing-jobs.md). Open jobs by
 * default, express first then by due time, on the partial index `jobs_open_idx` (with a store,
 * `jobs_open_store_idx`; one stage, `jobs_open_stage_idx`; a due filter, `jobs_not_ready_idx`, counted on
 * `jobs_not_ready_due_idx`); a
 * finished stage newest due first on `jobs_closed_idx`. The due filters concern work not ready yet.
 * A job number finds that job in any stage; a customer narrows to their jobs. One statement answers a page: its rows with their
 * bookings, and the rows from the page's start counted up to 1,000 (docs/decisions/jobs-speed.md): from job_counts
 * (migration 0054) when only stage and store filter the list.
 * A page starting past 10,000 rows of a longer list is refused.
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
  // The statement's shape (its SQL text) depends on the filters only; the request's values are placeholders, so each
  // shape is assembled once (db/fast-path/raw-once.ts).
  const shape = `${stages?.join(',') ?? ''}|${jobNumber !== null}|${!!query.store}|${query.due ?? ''}|${!!query.customer}`;
  const where = () => jobConditions(query, stages, jobNumber);
  const closed = stages !== null && stages.every((s) => s === 'collected' || s === 'canceled');
  const order = closed
    ? sql`jobs.due_at DESC, jobs.booking_id DESC`
    : sql`jobs.express DESC, jobs.due_at, jobs.booking_id`;
  const offset = (query.page - 1) * query.pageSize;
  const values = {
    job: jobNumber,
    store: query.store,
    customer: query.customer,
    now: now.toISOString(),
    // The shop day's end only for the filters that need it (computing it is not free).
    end: query.due === 'today' || query.due === 'upcoming' ? shopDayBounds(now).end.toISOString() : null,
    offset,
    limit: query.pageSize + 1,
  };
  const counter = jobCounter(stages, { jobNumber, due: query.due, customer: query.customer, store: query.store });
  // A due filter on the whole list (not a customer's or a job number's few jobs) counts in due order: a range walk of
  // jobs_not_ready_due_idx (migration 0059) that stops at the cap (docs/decisions/lists.md, "The overdue jobs").
  const wholeDueList = !!query.due && !query.customer && jobNumber === null;
  const countOrder = wholeDueList ? sql` ORDER BY jobs.due_at` : sql``;
  const countFrom = async () => {
    const count = statements(
      db,
      `count ${shape}`,
      () =>
        counter
          ? sql`SELECT least(${counter()}, ${constant(LIST_COUNT_CAP + 1)})::int AS n`
          : sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM jobs WHERE ${where()}${countOrder}
                                               LIMIT ${constant(LIST_COUNT_CAP + 1)}) c`,
      true,
    );
    const [row] = rowsOf<{ n: number }>(await count.execute(values));
    return Number(row?.n ?? 0);
  };
  const envelope = { page: query.page, pageSize: query.pageSize };

  if (offset >= LIST_COUNT_CAP) {
    // Past 10,000 rows: refused when the list is longer, else an empty page (as OFFSET would give).
    const matched = await countFrom();
    if (matched > LIST_COUNT_CAP) throw badRequest(JOB_MESSAGES.pageTooDeep, { page: JOB_MESSAGES.pageTooDeep });
    return { items: [], total: matched, ...envelope, totalIsExact: true, hasMore: false };
  }
  // The first page has its offset and limit in the text: a statement PostgreSQL can plan once (paging/page-statement.ts).
  const first = offset === 0 ? values.limit : null;
  const { offset: pageOffset, limit: pageLimit } = pageBounds(first, { limit: 'limit', offset: 'offset' });
  const dueList = wholeDueList && offset === 0 ? dueListKey(query, values) : null;
  const long = dueList !== null && isStillLong(db, dueList, now.getTime());
  // The jobs from the page's start, up to 1,001: from the counter, else counted on the filter's index.
  const countedFrom = (matching: SQL) =>
    long
      ? constant(JOB_COUNT_CAP + 1)
      : counter
        ? sql`least(greatest(${counter()} - ${pageOffset}, 0), ${constant(JOB_COUNT_CAP + 1)})`
        : sql`(SELECT count(*) FROM (SELECT 1 FROM jobs WHERE ${matching}${countOrder}
                                    OFFSET ${pageOffset} LIMIT ${constant(JOB_COUNT_CAP + 1)}) c)`;
  // The page's jobs first (in the index's order), then their bookings: 21 lookups, never a join of every match.
  const page = statements(
    db,
    `page ${shape}|${first ?? ''}|${long ? 'long' : ''}`,
    () => {
      const matching = where();
      const pageJobs = fromLowerBound(query, wholeDueList && !closed)
        ? expressApart(matching, pageLimit, pageOffset)
        : sql`SELECT ${sql.raw(PAGE_COLUMNS)} FROM jobs WHERE ${matching}
              ORDER BY ${order} LIMIT ${pageLimit} OFFSET ${pageOffset}`;
      return sql`
      SELECT jobs.booking_id, jobs.stage, jobs.store, jobs.express, jobs.intake::text AS intake, ${sql.raw(SPEC_SIDES)},
             floor(extract(epoch FROM jobs.due_at) * 1000)::float8 AS due_ms,
             bookings.customer_name, bookings.racket_name, bookings.service_kind, bookings.service_type,
             ${countedFrom(matching)}::int AS counted
      FROM (${pageJobs}) jobs
      JOIN bookings ON bookings.id = jobs.booking_id
      ORDER BY ${order}`;
    },
    true,
  );
  const rows = rowsOf<ListRow>(await page.execute(values));
  if (rows.length === 0) {
    // An empty list, or a page past its end: the total from the list's start.
    const matched = offset === 0 ? 0 : await countFrom();
    return {
      items: [],
      total: Math.min(matched, LIST_COUNT_CAP),
      ...envelope,
      totalIsExact: matched <= LIST_COUNT_CAP,
      hasMore: false,
    };
  }
  const counted = Number(rows[0]!.counted);
  rememberIfPastCap(db, long ? null : dueList, counted, now);
  return {
    items: rows.slice(0, query.pageSize).map((r) => listItem(r, now)),
    total: offset + Math.min(counted, JOB_COUNT_CAP),
    ...envelope,
    totalIsExact: counted <= JOB_COUNT_CAP,
    hasMore: rows.length > query.pageSize,
  };
}

/**
 * How long a due filter's list (overdue, due today, upcoming) seen longer than the cap on its first page is not counted
 * again. Its count walks 1,001 entries of `jobs_not_ready_due_idx` and as many heap checks (~3 ms of the database a
 * request on the 1M set, where the page itself takes 0.3 ms); such a list changes by a few jobs a minute, so for these
 * seconds its first page shows "1,000+" without counting (docs/decisions/lists.md, "The due filters' page").
 */
export const DUE_COUNT_MEMORY_MS = 10_000;

/**
 * The due list a first page shows: the filter and the values it is read with (the shop day's end for "today"). Seen
 * past the cap a moment ago (DUE_COUNT_MEMORY_MS), it is not counted again.
 */
function dueListKey(query: JobListQuery, values: { store: unknown; end: string | null }): string {
  return `jobs due=${query.due}|${query.stage ?? ''}|${String(values.store ?? '')}|${values.end ?? ''}`;
}

/** Remembers the due list `list` (null: none, or counted from the memory) when its count passed the cap. */
function rememberIfPastCap(db: DbOrTx, list: string | null, counted: number, now: Date): void {
  if (list !== null && counted > JOB_COUNT_CAP) rememberLongUntil(db, list, now.getTime() + DUE_COUNT_MEMORY_MS);
}

/** The job columns a page reads before its bookings are joined. */
const PAGE_COLUMNS = `booking_id, stage, store, express, due_at, intake, ${SPEC_SIDES}`;

/**
 * A due filter with a lower bound on the due time (due today, upcoming), on the whole list (not a customer's or a job
 * number's few jobs; and not a finished stage's, listed newest due first). The list's index (`jobs_not_ready_idx`) is
 * led by `express`: in the list's order a range of due times is two ranges, one per express value, and a plain
 * `ORDER BY ... LIMIT` walks every entry before the first range's start (on a busy shop, every overdue job) to reach
 * it. So the page is read apart per express value, each a range walk that stops at the page's end
 * (docs/decisions/lists.md, "The due filters' page").
 */
function fromLowerBound(query: JobListQuery, wholeOpenList: boolean): boolean {
  return wholeOpenList && (query.due === 'today' || query.due === 'upcoming');
}

/** The page of `matching` jobs read per express value (express first), each up to the page's end. */
function expressApart(matching: SQL, limit: SQL | Placeholder, offset: SQL | Placeholder): SQL {
  const branch = (express: SQL) =>
    sql`(SELECT ${sql.raw(PAGE_COLUMNS)} FROM jobs WHERE ${matching} AND ${express}
         ORDER BY jobs.due_at, jobs.booking_id LIMIT ${limit}::int + ${offset}::int)`;
  return sql`SELECT * FROM (${branch(sql`jobs.express`)} UNION ALL ${branch(sql`NOT jobs.express`)}) apart
             ORDER BY apart.express DESC, apart.due_at, apart.booking_id LIMIT ${limit} OFFSET ${offset}`;
}

/** The jobs list's conditions for `query` (its values as placeholders: job, store, customer, now, end). */
function jobConditions(query: JobListQuery, stages: readonly JobStage[] | null, jobNumber: number | null): SQL {
  const conditions: SQL[] = [];
  if (stages) conditions.push(inStages(stages));
  if (jobNumber !== null) conditions.push(sql`jobs.booking_id = ${sql.placeholder('job')}`);
  if (query.store) conditions.push(sql`jobs.store = ${sql.placeholder('store')}`);
  // One customer's jobs (the customer's page): their bookings on bookings_customer_idx, a handful of rows.
  if (query.customer)
    conditions.push(
      sql`jobs.booking_id IN (SELECT id FROM bookings WHERE customer_id = ${sql.placeholder('customer')})`,
    );
  // Overdue is work not ready yet whatever the stage asked (stages is NOT_READY unless a stage was asked): the
  // stages' condition written once, so the planner does not count it twice and misjudge the rows.
  if (query.due === 'overdue') {
    conditions.push(sql`jobs.due_at < ${sql.placeholder('now')}::timestamptz`);
    if (stages !== NOT_READY) conditions.push(inStages(NOT_READY));
  }
  if (query.due === 'today')
    conditions.push(
      sql`jobs.due_at >= ${sql.placeholder('now')}::timestamptz AND jobs.due_at < ${sql.placeholder('end')}::timestamptz`,
    );
  if (query.due === 'upcoming') conditions.push(sql`jobs.due_at >= ${sql.placeholder('end')}::timestamptz`);
  return sql.join(conditions, sql` AND `);
}

/** A row of the bench's statement (raw SQL, the same on both drivers: due time in ms, intake as text) as a list item. */
function listItem(r: ListedJob, now: Date) {
  return toJobListItem(
    {
      bookingId: Number(r.booking_id),
      stage: r.stage,
      store: r.store as Store,
      express: r.express,
      dueAt: new Date(Number(r.due_ms)),
      intake: (r.intake === null ? null : JSON.parse(r.intake)) as JobRow['intake'],
      mainsStringId: r.mains_string_id,
      mainsOwnString: r.mains_own_string,
      mainsTensionTenths: r.mains_tension_tenths,
      mainsUnit: r.mains_unit,
      crossesStringId: r.crosses_string_id,
      crossesOwnString: r.crosses_own_string,
      crossesTensionTenths: r.crosses_tension_tenths,
      crossesUnit: r.crosses_unit,
    },
    {
      customerName: r.customer_name,
      racketName: r.racket_name,
      serviceKind: r.service_kind as BookingRow['serviceKind'],
      serviceType: r.service_type as BookingRow['serviceType'],
    },
    now,
  );
}
