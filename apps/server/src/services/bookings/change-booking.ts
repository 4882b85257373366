import { and, eq } from 'drizzle-orm';
import { findGrip, findString } from '@shop/domain/catalogue';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import {
  CANCELLATION_MESSAGES,
  type ChangeBookingRequest,
  type ChangeBookingResponse,
} from '@shop/domain/contracts/cancellations';
import { addFils, fils, subFils, toAed } from '@shop/domain/money';
import { entryPrice, freeLinePrice } from '@shop/domain/pricing';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookingRefunds, bookings, creditNotes, invoices } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, conflict } from '../../lib/errors';
import { claimFreeStringing, releaseFreeStringingClaim } from '../entitlements/claim-free-stringing';
import { issueCreditNote } from '../invoices/issue-credit-note';
import { findInvoiceBySource } from '../invoices/issue-invoice';
import { bookingLineDescription } from './booking-invoice';
import { creditNoteSummary } from './cancellation-views';
import { findBookingWithCheckout, toBookingListItem } from './booking-view';
import { lockBookingAndCheckout } from './lock-booking-and-checkout';
import { sendRefund } from './send-refund';
import { refuseOutOfStock } from '../stock/catalogue-stock';

type ChangeInput = { actorId: number; bookingId: number; change: Omit<ChangeBookingRequest, 'refund_to'> } & {
  refundTo?: ChangeBookingRequest['refund_to'];
};

/**
 * POST /api/bookings/{id}/change: before work starts (status pending, and not waiting for an online
 * payment) a booking changes its string or grip (same service type, so the checkout's pickup option
 * and fee stay valid), date or store. The server reprices the line. Paid in store later: the new price
 * is what is due. Paid online: a dearer line owes the difference in store (due_in_store); a cheaper one
 * uses that up first, then refunds the rest like a cancellation (to the card, or due in store, with a
 * credit note). A free stringing's claim moves to the new date under the one-a-month rule.
 */
export async function changeBooking(ctx: AppContext, input: ChangeInput): Promise<ChangeBookingResponse> {
  const { refundId, differenceFils } = await ctx.db.transaction((tx) => changeInTransaction(tx, input));
  if (refundId !== null && input.refundTo !== 'in-store') await sendRefund(ctx, { refundId, actorId: input.actorId });
  const after = (await findBookingWithCheckout(ctx.db, input.bookingId))!;
  return {
    message: CANCELLATION_MESSAGES.changed,
    data: {
      booking: toBookingListItem(after),
      price_difference: toAed(differenceFils),
      refund: refundId === null ? null : await refundSummary(ctx, refundId),
    },
  };
}

export async function changeInTransaction(tx: Tx, input: ChangeInput) {
  const { booking, checkout } = await lockBookingAndCheckout(tx, input.bookingId);
  if (booking.status !== 'pending') throw conflict(CANCELLATION_MESSAGES.changeNotPending);
  if (checkout.status === 'pending') throw conflict(CANCELLATION_MESSAGES.awaitingPayment);
  const { change } = input;

  let { stringId, gripId, serviceName, priceFils, claimId } = booking;
  if (change.string_id !== undefined || change.grip_id !== undefined) {
    const isString = change.string_id !== undefined;
    if (isString && booking.serviceKind !== 'string')
      throw badRequest(CANCELLATION_MESSAGES.stringOnlyOnStringBookings);
    if (!isString && booking.serviceKind !== 'grip') throw badRequest(CANCELLATION_MESSAGES.gripOnlyOnGripBookings);
    const entry = isString ? findString(change.string_id) : findGrip(change.grip_id);
    if (!entry) throw badRequest(isString ? BOOKING_MESSAGES.unknownString : BOOKING_MESSAGES.unknownGrip);
    if (entry.type !== booking.serviceType) throw badRequest(CANCELLATION_MESSAGES.keepServiceType);
    if (isString && change.string_id !== booking.stringId) await refuseOutOfStock(tx, [change.string_id]);
    if (isString) stringId = change.string_id!;
    else gripId = change.grip_id!;
    serviceName = entry.name;
    priceFils = booking.freeService && 'brand' in entry ? freeLinePrice(entry) : entryPrice(entry);
  }
  const bookingDate = change.booking_date ?? booking.bookingDate;
  if (change.instore_location && booking.pickupOption !== 'in-store')
    throw badRequest(CANCELLATION_MESSAGES.storeOnlyInStore);
  const instoreLocation = change.instore_location ?? booking.instoreLocation;
  if (booking.freeService && booking.claimId && bookingDate !== booking.bookingDate) {
    // The claim moves: given back, then taken for the new date (refused with the rule's sentence).
    await releaseFreeStringingClaim(tx, { claimId: booking.claimId });
    ({ claimId } = await claimFreeStringing(tx, { customerId: booking.customerId, rpId: booking.rpId!, bookingDate }));
  }

  const differenceFils = fils(priceFils - booking.priceFils);
  let dueInStoreFils = booking.dueInStoreFils;
  let backFils = fils(0);
  const paidOnline = booking.paymentOption === 'online';
  if (paidOnline && differenceFils > 0) dueInStoreFils = addFils(dueInStoreFils, differenceFils);
  if (paidOnline && differenceFils < 0) {
    const cheaper = fils(-differenceFils);
    const fromDue = fils(Math.min(dueInStoreFils, cheaper));
    dueInStoreFils = subFils(dueInStoreFils, fromDue);
    backFils = subFils(cheaper, fromDue);
  }

  await tx
    .update(bookings)
    .set({
      stringId,
      gripId,
      serviceName,
      priceFils,
      claimId,
      bookingDate,
      instoreLocation,
      dueInStoreFils,
      // A cheaper line's difference is refunded: it is no longer paid for this booking.
      ...(backFils > 0 && checkout.status === 'paid' ? { paidFils: subFils(booking.paidFils, backFils) } : {}),
    })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'pending')));

  let refundId: number | null = null;
  if (backFils > 0 && checkout.status === 'paid') {
    const [refund] = await tx
      .insert(bookingRefunds)
      .values({
        bookingId: booking.id,
        checkoutId: checkout.id,
        cause: 'change',
        status: input.refundTo === 'in-store' ? 'due-in-store' : 'pending',
        amountFils: backFils,
        createdBy: input.actorId,
      })
      .returning({ id: bookingRefunds.id });
    refundId = refund!.id;
    const invoice = await findInvoiceBySource(tx, `checkout:${checkout.id}`);
    const description = `Price change: ${bookingLineDescription({ ...booking, serviceName })}`;
    if (invoice)
      await issueCreditNote(tx, {
        invoiceId: invoice.id,
        bookingId: booking.id,
        refundId,
        reason: `Changed from ${booking.serviceName}`,
        lines: [{ description, totalFils: backFils }],
      });
  }
  await audit(tx, {
    actorId: input.actorId,
    action: 'bookings.change',
    subject: `booking:${booking.id}`,
    details: {
      before: {
        serviceName: booking.serviceName,
        priceFils: booking.priceFils,
        bookingDate: booking.bookingDate,
        store: booking.instoreLocation,
      },
      after: { serviceName, priceFils, bookingDate, store: instoreLocation },
      differenceFils,
      dueInStoreFils,
      refundId,
    },
  });
  return { refundId, differenceFils };
}

async function refundSummary(
  ctx: AppContext,
  refundId: number,
): Promise<NonNullable<ChangeBookingResponse['data']['refund']>> {
  const [row] = await ctx.db
    .select({ refund: bookingRefunds, note: creditNotes, invoiceNumber: invoices.invoiceNumber })
    .from(bookingRefunds)
    .leftJoin(creditNotes, eq(creditNotes.refundId, bookingRefunds.id))
    .leftJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(bookingRefunds.id, refundId));
  const { refund, note, invoiceNumber } = row!;
  return {
    status: refund.status,
    amount: toAed(refund.amountFils),
    credit_note: creditNoteSummary(note, invoiceNumber),
  };
}
