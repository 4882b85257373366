import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { JOB_STAGE_LABELS, type JobStage } from '@shop/domain/stringing/job-stage';
import type { DbOrTx } from '../../db/client';
import { jobEvents, jobs } from '../../db/schema';
import { columnName } from '../../db/write-together';
import { rowsOf } from '../../lib/rows';
import { returnStringOfJobs } from '../stock/job-usage';

type JobRow = typeof jobs.$inferSelect;

/** Who did a stage's work and when: set on the way forward, cleared when the job moves back before it. */
function stamps(to: JobStage, actorId: number | null, at: Date, back: boolean): Partial<JobRow> {
  if (back) {
    // Back to `to`: the work of the stages after it is undone.
    const collected = { collectedBy: null, collectedAt: null };
    if (to === 'ready') return collected;
    if (to === 'in_progress') return { readyBy: null, readyAt: null, ...collected };
    return { startedBy: null, startedAt: null, readyBy: null, readyAt: null, ...collected };
  }
  switch (to) {
    case 'in_progress':
      return { startedBy: actorId, startedAt: at };
    case 'ready':
      return { readyBy: actorId, readyAt: at };
    case 'collected':
      return { collectedBy: actorId, collectedAt: at };
    case 'canceled':
      return { canceledAt: at };
    default:
      return {};
  }
}

/**
 * Moves one job from one of `from` to `to` with a conditional update (`WHERE stage IN from`), so two
 * staff making the same move at once make it once; writes the 'stage' event with who. Answers the
 * stage it moved from, or null when the job was not in one of `from` (moved meanwhile, or no job).
 * `extra` narrows the update further (e.g. no unaccepted frame crack).
 */
export async function setJobStage(
  db: DbOrTx,
  input: {
    bookingId: number;
    from: readonly JobStage[];
    to: JobStage;
    actorId: number | null;
    back?: boolean;
    /** The timeline's text; "Moved to <stage>" unless given. */
    what?: string;
    details?: Record<string, unknown>;
    extra?: SQL | undefined;
  },
): Promise<JobStage | null> {
  const at = new Date();
  const [before] = await db
    .select({ stage: jobs.stage })
    .from(jobs)
    .where(and(eq(jobs.bookingId, input.bookingId), inArray(jobs.stage, [...input.from])))
    .for('update');
  if (!before) return null;
  const update = db
    .update(jobs)
    .set({ stage: input.to, ...stamps(input.to, input.actorId, at, input.back ?? false) })
    .where(and(eq(jobs.bookingId, input.bookingId), eq(jobs.stage, before.stage), input.extra))
    .returning({ id: jobs.bookingId });
  // The move and its event in one statement (one round trip): the event only when the update moved the job.
  const what = input.what ?? `Moved to ${JOB_STAGE_LABELS[input.to].toLowerCase()}`;
  const details = { from: before.stage, to: input.to, ...input.details };
  const moved = rowsOf<{ id: number }>(
    await db.execute(sql`WITH moved AS (${update.getSQL()})
      INSERT INTO ${jobEvents} (${columnName(jobEvents.bookingId)}, ${columnName(jobEvents.actorId)}, ${columnName(jobEvents.kind)},
                                ${columnName(jobEvents.what)}, ${columnName(jobEvents.details)})
      SELECT m.${columnName(jobs.bookingId)}, ${input.actorId}::integer, 'stage', ${what}::text, ${JSON.stringify(details)}::jsonb
        FROM moved m
      RETURNING ${columnName(jobEvents.bookingId)} AS id`),
  );
  return moved.length > 0 ? before.stage : null;
}

/** The jobs of canceled bookings are canceled with them (any stage not final), each with its event. */
export async function cancelJobsOfBookings(
  db: DbOrTx,
  input: { bookingIds: readonly number[]; actorId: number | null; reason?: string },
): Promise<void> {
  if (input.bookingIds.length === 0) return;
  const canceled = await db
    .update(jobs)
    .set({ stage: 'canceled', canceledAt: new Date() })
    .where(
      and(inArray(jobs.bookingId, [...input.bookingIds]), inArray(jobs.stage, ['received', 'in_progress', 'ready'])),
    )
    .returning({ id: jobs.bookingId });
  if (canceled.length === 0) return;
  await returnStringOfJobs(db, { bookingIds: canceled.map((row) => row.id), actorId: input.actorId });
  await db.insert(jobEvents).values(
    canceled.map((row) => ({
      bookingId: row.id,
      actorId: input.actorId,
      kind: 'stage' as const,
      what: input.reason ? `Canceled: ${input.reason}` : 'Canceled with its booking',
      details: { to: 'canceled', reason: input.reason ?? null },
    })),
  );
}
