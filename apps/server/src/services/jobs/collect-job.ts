import { eq } from 'drizzle-orm';
import { JOB_MESSAGES, type JobUpdateResponse } from '@shop/domain/contracts/jobs';
import { aed } from '@shop/domain/money';
import { checkJobMove, JOB_STAGE_MESSAGES } from '@shop/domain/stringing/job-stage';
import type { Role } from '@shop/domain/roles';
import type { AppContext } from '../../context';
import { jobs } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { balanceOf } from '../bookings/booking-balance';
import { findBookingWithCheckout, paymentStatusOfBooking } from '../bookings/booking-view';
import { markBookingCompleted } from '../bookings/complete-booking';
import { inPaymentTransaction, takeInstorePayment } from '../bookings/take-instore-payment';
import { loadJobView } from './load-job-view';
import { setJobStage } from './set-job-stage';

/**
 * POST /api/jobs/:id/collect, and the stage move to collected (docs/decisions/instore-deposits.md): the handover in
 * one step. Takes the balance due when a payment comes with it (its receipt and tax invoice as any in-store
 * payment), refuses with 409 naming the balance while anything is still due, completes the booking when it is not
 * completed, and moves the job to collected with who handed it over, in one transaction. The booking row is locked
 * first, then the job's (the order every change takes), so of 20 clicks at once one collects and the rest get 409.
 */
export async function collectJob(
  ctx: AppContext,
  input: {
    actorId: number;
    role: Role;
    jobId: number;
    payment?: { amount: number; receipt_number: string } | undefined;
  },
): Promise<JobUpdateResponse> {
  await inPaymentTransaction(ctx, async (tx) => {
    let found = await findBookingWithCheckout(tx, input.jobId, { lock: true });
    const [job] = found
      ? await tx.select({ stage: jobs.stage }).from(jobs).where(eq(jobs.bookingId, input.jobId)).for('update')
      : [];
    if (!found || !job) throw notFound(JOB_MESSAGES.notFound);
    const check = checkJobMove(job.stage, 'collected', input.role);
    if (!check.ok) {
      if (check.reason === JOB_STAGE_MESSAGES.backNeedsAdmin) throw forbidden(check.reason);
      throw conflict(check.reason);
    }
    const paymentStatus = paymentStatusOfBooking(found.booking, found.checkoutStatus);
    if (paymentStatus === 'awaiting-payment' || paymentStatus === 'declined')
      throw conflict(JOB_MESSAGES.awaitingPayment);
    if (input.payment) {
      await takeInstorePayment(tx, found, {
        actorId: input.actorId,
        amountFils: aed(input.payment.amount),
        receiptNumber: input.payment.receipt_number,
      });
      found = (await findBookingWithCheckout(tx, input.jobId))!;
    }
    const { balanceDueFils } = balanceOf(found);
    if (balanceDueFils > 0) throw conflict(JOB_MESSAGES.balanceDue(balanceDueFils));
    if (found.booking.status === 'pending')
      await markBookingCompleted(tx, { actorId: input.actorId, bookingId: found.booking.id });
    const moved = await setJobStage(tx, {
      bookingId: input.jobId,
      from: [job.stage],
      to: 'collected',
      actorId: input.actorId,
      what: 'Collected: racket handed over',
    });
    if (!moved) throw conflict(JOB_MESSAGES.movedMeanwhile);
  });
  const view = (await loadJobView(ctx, input.jobId))!;
  return { message: JOB_MESSAGES.collected, job: view };
}
