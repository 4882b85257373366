import { eq, sql } from 'drizzle-orm';
import { completionRouteOf } from '@shop/domain/booking-status';
import { CANCELLATION_MESSAGES } from '@shop/domain/contracts/cancellations';
import { JOB_MESSAGES, type JobUpdateResponse } from '@shop/domain/contracts/jobs';
import { crackBlocksStart } from '@shop/domain/stringing/intake';
import { checkJobMove, JOB_STAGE_LABELS, JOB_STAGE_MESSAGES, type JobStage } from '@shop/domain/stringing/job-stage';
import type { Role } from '@shop/domain/roles';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { jobs } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { findBookingWithCheckout, paymentStatusOf } from '../bookings/booking-view';
import { cancelBooking } from '../bookings/cancel-booking';
import { markBookingCompleted } from '../bookings/complete-booking';
import { useStringForJob } from '../stock/job-usage';
import { collectJob } from './collect-job';
import { loadJobView } from './load-job-view';
import { notifyJobReady } from './notify-job-ready';
import { setJobStage } from './set-job-stage';

interface MoveInput {
  actorId: number;
  role: Role;
  jobId: number;
  stage: JobStage;
  reason?: string | undefined;
}

const NO_UNACCEPTED_CRACK = sql`(${jobs.intake}->>'frame_crack' IS DISTINCT FROM 'true' OR ${jobs.crackRiskAcceptedAt} IS NOT NULL)`;

/**
 * POST /api/jobs/:id/stage (docs/product/jobs.md): one stage forward (any role), one back (admin),
 * or canceled. The move is a conditional update on the stage it was read in, so of two staff making
 * it at once one moves and the other gets 409. With the booking: ready completes an online-paid or
 * free booking and queues the ready email once (the only place it is sent); collected is the handover
 * (collect-job.ts: nothing left to pay, the booking completed with it); canceled is the booking's
 * cancellation; back moves leave the booking as it is.
 */
export async function moveJobStage(ctx: AppContext, input: MoveInput): Promise<JobUpdateResponse> {
  const [job] = await ctx.db.select().from(jobs).where(eq(jobs.bookingId, input.jobId));
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  const check = checkJobMove(job.stage, input.stage, input.role);
  if (!check.ok) {
    if (check.reason === JOB_STAGE_MESSAGES.backNeedsAdmin) throw forbidden(check.reason);
    throw conflict(check.reason);
  }
  const direction = check.direction;
  // The handover's own rule: the balance due taken first, the booking completed with it (collect-job.ts).
  if (direction === 'forward' && input.stage === 'collected') return collectJob(ctx, input);
  if (direction === 'cancel') {
    if (!input.reason || input.reason.length < 3)
      throw badRequest(CANCELLATION_MESSAGES.reasonRequired, { reason: CANCELLATION_MESSAGES.reasonRequired });
    await cancelBooking(ctx, { actorId: input.actorId, bookingId: input.jobId, reason: input.reason });
  } else {
    const emailed = await ctx.db.transaction((tx) => moveInTransaction(tx, ctx, input, job.stage, direction));
    if (emailed) ctx.kickOutbox();
  }
  const view = (await loadJobView(ctx, input.jobId))!;
  return { message: JOB_MESSAGES.stageMoved(JOB_STAGE_LABELS[view.stage].toLowerCase()), job: view };
}

/** The move itself, with the booking locked first (the order Mark as Complete and cancel take). Answers whether an email was queued. */
async function moveInTransaction(
  tx: Tx,
  ctx: AppContext,
  input: MoveInput,
  from: JobStage,
  direction: 'forward' | 'back',
): Promise<boolean> {
  const found = (await findBookingWithCheckout(tx, input.jobId, { lock: true }))!;
  const { booking } = found;
  const paymentStatus = paymentStatusOf({
    paymentOption: booking.paymentOption,
    checkoutStatus: found.checkoutStatus,
    receiptNumber: booking.receiptNumber,
  });
  // An online booking not paid (yet) is no job to work on: the racket waits until the money is in.
  if (direction === 'forward' && (paymentStatus === 'awaiting-payment' || paymentStatus === 'declined'))
    throw conflict(JOB_MESSAGES.awaitingPayment);
  const moved = await setJobStage(tx, {
    bookingId: input.jobId,
    from: [from],
    to: input.stage,
    actorId: input.actorId,
    back: direction === 'back',
    extra: direction === 'forward' && input.stage === 'in_progress' ? NO_UNACCEPTED_CRACK : undefined,
  });
  if (!moved) throw conflict(await refusalNow(tx, input, from));
  // Starting the job draws its string from the stock, once (docs/product/stock.md).
  if (direction === 'forward' && input.stage === 'in_progress')
    return useStringForJob(tx, ctx.config, { bookingId: input.jobId, actorId: input.actorId });
  if (direction === 'back' || input.stage !== 'ready') return false;
  if (completionRouteOf({ status: booking.status, payment_status: paymentStatus }) === 'status')
    await markBookingCompleted(tx, { actorId: input.actorId, bookingId: booking.id });
  return notifyJobReady(tx, ctx.config, { bookingId: input.jobId, actorId: input.actorId });
}

/** Why the conditional update moved nothing: an unaccepted crack, or someone moved the job meanwhile. */
async function refusalNow(tx: Tx, input: MoveInput, from: JobStage): Promise<string> {
  const [now] = await tx.select().from(jobs).where(eq(jobs.bookingId, input.jobId));
  if (now && now.stage === from && crackBlocksStart(now.intake, now.crackRiskAcceptedAt !== null))
    return JOB_MESSAGES.crackNotAccepted;
  if (now && now.stage === input.stage) return JOB_STAGE_MESSAGES.sameStage(now.stage);
  return JOB_MESSAGES.movedMeanwhile;
}
