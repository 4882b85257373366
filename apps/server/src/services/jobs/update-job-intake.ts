import { eq } from 'drizzle-orm';
import { JOB_MESSAGES, type JobUpdateResponse, type jobIntakeInputSchema } from '@shop/domain/contracts/jobs';
import { intakeWarnings } from '@shop/domain/stringing/intake';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { jobEvents, jobs } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { queueReceipts } from '../receipts/send-receipt';
import { loadJobViewWith } from './load-job-view';

type IntakeInput = z.output<typeof jobIntakeInputSchema>;

/**
 * PUT /api/jobs/:id/intake: the drop-off check, with who and when, while the job is not finished.
 * Ticking that the customer accepts a frame crack's risk records who and when (it unblocks the
 * start). Each save is an 'intake' event. The first check of a job booked online sends its receipt.
 */
export async function updateJobIntake(
  ctx: AppContext,
  input: { actorId: number; jobId: number; intake: IntakeInput },
): Promise<JobUpdateResponse> {
  const saved = await ctx.db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.bookingId, input.jobId)).for('update');
    if (!job) throw notFound(JOB_MESSAGES.notFound);
    if (job.stage === 'collected' || job.stage === 'canceled') throw conflict(JOB_MESSAGES.intakeClosed);
    const { crack_risk_accepted: accepted, ...findings } = input.intake;
    const now = new Date();
    const keepAcceptance = accepted && findings.frame_crack && job.crackRiskAcceptedAt !== null;
    await tx
      .update(jobs)
      .set({
        intake: findings,
        intakeBy: input.actorId,
        intakeAt: now,
        crackRiskAcceptedBy: keepAcceptance
          ? job.crackRiskAcceptedBy
          : accepted && findings.frame_crack
            ? input.actorId
            : null,
        crackRiskAcceptedAt: keepAcceptance ? job.crackRiskAcceptedAt : accepted && findings.frame_crack ? now : null,
      })
      .where(eq(jobs.bookingId, input.jobId));
    const warnings = intakeWarnings(findings);
    const risk = findings.frame_crack && accepted ? ' (customer accepts the crack’s risk)' : '';
    await tx.insert(jobEvents).values({
      bookingId: input.jobId,
      actorId: input.actorId,
      kind: 'intake',
      what: `Intake check: ${warnings.length ? warnings.join(', ') : 'no damage found'}${risk}`,
      details: { intake: findings, crack_risk_accepted: accepted },
    });
    // The drop-off of a racket booked online: its receipt is queued with the check (once; a counter job has its own).
    const queued = await queueReceipts(ctx, tx, { jobIds: [input.jobId], actorId: input.actorId });
    const view = (await loadJobViewWith(tx, ctx.config, input.jobId))!;
    return { queued, response: { message: JOB_MESSAGES.intakeSaved, job: view } };
  });
  if (saved.queued) ctx.kickOutbox();
  return saved.response;
}
