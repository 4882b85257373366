import { eq } from 'drizzle-orm';
import { findString } from '@shop/domain/catalogue';
import { JOB_MESSAGES, type JobSpecUpdateResponse, type ParsedJobSpec } from '@shop/domain/contracts/jobs';
import { fils, toAed } from '@shop/domain/money';
import { isHybrid, pricedStringEntryId } from '@shop/domain/stringing/spec-price';
import { can } from '@shop/domain/policies';
import type { Role } from '@shop/domain/roles';
import type { AppContext } from '../../context';
import { bookings, jobEvents, jobs } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { bookingBalance } from '../bookings/booking-balance';
import { changeInTransaction } from '../bookings/change-booking';
import { lockBookingAndCheckout } from '../bookings/lock-booking-and-checkout';
import { sendRefund } from '../bookings/send-refund';
import { racketForSpec } from '../rackets/racket-for-spec';
import { loadJobView } from './load-job-view';
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

/** The name the booking gives its line: the priced entry's, or both strings of a hybrid ("RPM Blast / ALU Power"). */
function lineName(spec: ParsedJobSpec, entryName: string): string {
  if (!spec.mains || !spec.crosses || !isHybrid(spec.mains, spec.crosses)) return entryName;
  const name = (side: NonNullable<ParsedJobSpec['mains']>) =>
    side.string_id != null ? (findString(side.string_id)?.name ?? entryName) : `${side.own_string} (own)`;
  return `${name(spec.mains)} / ${name(spec.crosses)}`;
}

/**
 * PUT /api/jobs/:id/spec: every role while the job is received; once in progress or ready only an
 * admin (`jobs:override`); never once collected or canceled. Each edit is a 'spec' event with the
 * spec before and after; the booking's racket_name stays "brand model". The spec's strings are what is
 * priced (docs/decisions/spec-pricing.md): when they change the booking's catalogue entry, the booking is
 * changed as POST /api/bookings/:id/change changes it (dearer: the difference is due; cheaper after an
 * online payment: refunded with a credit note), in the same transaction; a completed booking's price stays.
 */
export async function updateJobSpec(
  ctx: AppContext,
  input: { actorId: number; role: Role; jobId: number; spec: ParsedJobSpec },
): Promise<JobSpecUpdateResponse> {
  const saved = await ctx.db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, input.jobId));
    if (!exists) throw notFound(JOB_MESSAGES.notFound);
    // The checkout, then the booking, then its job: the order payments, changes and job moves take (no deadlock).
    const { booking } = await lockBookingAndCheckout(tx, input.jobId);
    const [current] = await tx.select().from(jobs).where(eq(jobs.bookingId, input.jobId)).for('update');
    if (!current) throw notFound(JOB_MESSAGES.notFound);
    if (current.stage === 'collected' || current.stage === 'canceled') throw conflict(JOB_MESSAGES.specClosed);
    if (current.stage !== 'received' && !can(input.role, 'jobs:override')) throw forbidden(JOB_MESSAGES.specLocked);
    refuseMisfit(booking.serviceKind, input.spec);

    const entryId =
      booking.serviceKind === 'string'
        ? pricedStringEntryId(input.spec.mains, input.spec.crosses, booking.serviceType)
        : null;
    let change = { refundId: null as number | null, differenceFils: 0 };
    if (entryId !== null && entryId !== booking.stringId) {
      if (booking.status !== 'pending') throw conflict(JOB_MESSAGES.specPriceLocked);
      change = await changeInTransaction(tx, {
        actorId: input.actorId,
        bookingId: input.jobId,
        change: { string_id: entryId },
      });
    }

    const before = specView(current);
    const columns = toSpecColumns(input.spec);
    // A job booked with a typed racket name joins the customer's racket of that brand and model (or a new one).
    const racketId =
      current.racketId ??
      (await racketForSpec(tx, { actorId: input.actorId, customerId: booking.customerId, racket: input.spec.racket }));
    await tx
      .update(jobs)
      .set({ ...columns, racketId, specUpdatedAt: new Date() })
      .where(eq(jobs.bookingId, input.jobId));
    const entry = entryId === null ? undefined : findString(entryId);
    await tx
      .update(bookings)
      .set({
        racketName: `${input.spec.racket.brand} ${input.spec.racket.model}`.trim(),
        ...(entry && booking.status === 'pending' ? { serviceName: lineName(input.spec, entry.name) } : {}),
      })
      .where(eq(bookings.id, input.jobId));
    await tx.insert(jobEvents).values({
      bookingId: input.jobId,
      actorId: input.actorId,
      kind: 'spec',
      what: before ? 'Specification changed' : 'Specification entered',
      details: { before, after: specView(columns) },
    });
    const [after] = await tx
      .select({ priceFils: bookings.priceFils })
      .from(bookings)
      .where(eq(bookings.id, input.jobId));
    const balance = await bookingBalance(tx, input.jobId);
    return { ...change, priceFils: after!.priceFils, balanceDueFils: balance.balanceDueFils };
  });
  if (saved.refundId !== null) await sendRefund(ctx, { refundId: saved.refundId, actorId: input.actorId });
  const job = (await loadJobView(ctx, input.jobId))!;
  const message =
    saved.differenceFils > 0
      ? JOB_MESSAGES.specSavedDearer
      : saved.differenceFils === 0
        ? JOB_MESSAGES.specSaved
        : saved.refundId !== null
          ? JOB_MESSAGES.specSavedRefunded
          : JOB_MESSAGES.specSavedCheaper;
  return {
    message,
    job,
    price: toAed(fils(saved.priceFils)),
    price_change: toAed(fils(saved.differenceFils)),
    balance_due: toAed(fils(saved.balanceDueFils)),
  };
}
