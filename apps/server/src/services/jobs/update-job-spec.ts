import { eq } from 'drizzle-orm';
import { findString } from '@shop/domain/catalogue';
import { JOB_MESSAGES, type JobUpdateResponse, type ParsedJobSpec } from '@shop/domain/contracts/jobs';
import { can } from '@shop/domain/policies';
import type { Role } from '@shop/domain/roles';
import type { AppContext } from '../../context';
import { bookings, jobEvents, jobs } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { loadJobViewWith } from './load-job-view';
import { specView, toSpecColumns } from './spec-columns';

/** The spec's strings fit the job: a stringing job has mains and crosses from the catalogue (Regular ids) or the customer's own; a grip job none. */
function refuseMisfit(kind: 'string' | 'grip', spec: ParsedJobSpec): void {
  if (kind === 'grip') {
    if (spec.mains || spec.crosses) {
      const field = spec.mains ? 'mains' : 'crosses';
      throw badRequest(JOB_MESSAGES.gripHasNoStrings, { [field]: JOB_MESSAGES.gripHasNoStrings });
    }
    return;
  }
  const fields: Record<string, string> = {};
  for (const side of ['mains', 'crosses'] as const) {
    const value = spec[side];
    if (!value) fields[side] = JOB_MESSAGES.stringsNeeded;
    else if (value.string_id != null && findString(value.string_id)?.type !== 'Regular')
      fields[`${side}.string_id`] = JOB_MESSAGES.unknownString;
  }
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

/**
 * PUT /api/jobs/:id/spec: every role while the job is received; once in progress or ready only an
 * admin (`jobs:override`); never once collected or canceled. Each edit is a 'spec' event with the
 * spec before and after; the booking's racket_name stays "brand model".
 */
export async function updateJobSpec(
  ctx: AppContext,
  input: { actorId: number; role: Role; jobId: number; spec: ParsedJobSpec },
): Promise<JobUpdateResponse> {
  return ctx.db.transaction(async (tx) => {
    // The booking first, then its job: the order every job and booking change takes (no deadlock).
    const [booking] = await tx
      .select({ kind: bookings.serviceKind })
      .from(bookings)
      .where(eq(bookings.id, input.jobId))
      .for('update');
    const [current] = booking ? await tx.select().from(jobs).where(eq(jobs.bookingId, input.jobId)).for('update') : [];
    if (!booking || !current) throw notFound(JOB_MESSAGES.notFound);
    const row = { job: current, kind: booking.kind };
    if (row.job.stage === 'collected' || row.job.stage === 'canceled') throw conflict(JOB_MESSAGES.specClosed);
    if (row.job.stage !== 'received' && !can(input.role, 'jobs:override')) throw forbidden(JOB_MESSAGES.specLocked);
    refuseMisfit(row.kind, input.spec);

    const before = specView(row.job);
    const columns = toSpecColumns(input.spec);
    await tx
      .update(jobs)
      .set({ ...columns, specUpdatedAt: new Date() })
      .where(eq(jobs.bookingId, input.jobId));
    await tx
      .update(bookings)
      .set({ racketName: `${input.spec.racket.brand} ${input.spec.racket.model}`.trim() })
      .where(eq(bookings.id, input.jobId));
    await tx.insert(jobEvents).values({
      bookingId: input.jobId,
      actorId: input.actorId,
      kind: 'spec',
      what: before ? 'Specification changed' : 'Specification entered',
      details: { before, after: specView(columns) },
    });
    const job = (await loadJobViewWith(tx, ctx.config, input.jobId))!;
    return { message: JOB_MESSAGES.specSaved, job };
  });
}
