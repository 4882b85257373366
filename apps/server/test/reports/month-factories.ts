import { eq } from 'drizzle-orm';
import { fils, type Fils } from '@shop/domain/money';
import type { Store } from '@shop/domain/pickup';
import type { PickupOption } from '@shop/domain/pickup';
import {
  auditLog,
  bookingRefunds,
  bookings,
  checkouts,
  creditNotes,
  freeStringingClaims,
  instorePayments,
  jobEvents,
  jobs,
  ticketResponses,
  tickets,
} from '../../src/db/schema';
import { bookingInvoiceLines } from '../../src/services/bookings/booking-invoice';
import { issueInvoice } from '../../src/services/invoices/issue-invoice';
import type { TestApp } from '../helpers/app';
import { freshCartId } from '../helpers/bookings-factories';

type Ctx = Pick<TestApp, 'ctx'>;

/** One booking of the hand-built month, with its checkout, its job, its payment and its job's stage events. */
export interface MonthBooking {
  customerId: number;
  customerName?: string;
  kind?: 'string' | 'grip';
  itemId: number;
  express?: boolean;
  priceAed: number;
  pickup?: PickupOption;
  feeAed?: number;
  /** Paid online at this instant (UTC). */
  paidOnlineAt?: string;
  /** Paid online but not yet (pending checkout). */
  unpaidOnline?: boolean;
  /** Paid at the counter at this instant: price plus fee. */
  paidInStoreAt?: string;
  store: Store;
  receivedAt: string;
  /** Stage events to ready and back: [to, at] in order. */
  stages?: [string, string][];
  /** jobs.ready_at without any event (a job from before events were kept). */
  readyAtOnly?: string;
  stage?: 'received' | 'in_progress' | 'ready' | 'collected' | 'canceled';
  canceled?: { refundAed: number; at: string };
  changeRefund?: { refundAed: number; at: string };
  spec?: { pattern?: string; mains?: number; mainsOwn?: string; crosses?: number; crossesOwn?: string };
  free?: { entitlementId: number; claimDate: string; completedAt: string };
}

export async function monthBooking(t: Ctx, input: MonthBooking): Promise<number> {
  const db = t.ctx.db;
  const online = input.paidOnlineAt !== undefined || input.unpaidOnline === true;
  const pickup = input.pickup ?? 'in-store';
  const feeFils = fils(Math.round((input.feeAed ?? 0) * 100));
  const priceFils = fils(Math.round(input.priceAed * 100));
  const [checkout] = await db
    .insert(checkouts)
    .values({
      cartId: freshCartId(),
      customerId: input.customerId,
      status: input.paidOnlineAt ? 'paid' : online ? 'pending' : 'in-store',
      paymentOption: online ? 'online' : 'in-store',
      pickupOption: pickup,
      amountFils: fils(priceFils + feeFils),
      pickupFeeFils: feeFils,
      provider: online ? 'sandbox' : null,
      paidAt: input.paidOnlineAt ? new Date(input.paidOnlineAt) : null,
    })
    .returning();
  const kind = input.kind ?? 'string';
  const claim = input.free
    ? (
        await db
          .insert(freeStringingClaims)
          .values({
            entitlementId: input.free.entitlementId,
            customerId: input.customerId,
            claimNumber: 1,
            bookingDate: input.free.claimDate,
          })
          .returning()
      )[0]
    : undefined;
  const completedAt = input.free?.completedAt ?? input.paidInStoreAt;
  const [booking] = await db
    .insert(bookings)
    .values({
      checkoutId: checkout!.id,
      customerId: input.customerId,
      customerName: input.customerName ?? 'Month Customer',
      serviceKind: kind,
      stringId: kind === 'string' ? input.itemId : null,
      gripId: kind === 'grip' ? input.itemId : null,
      serviceName: `Item ${input.itemId}`,
      serviceType: input.express ? 'Express' : 'Regular',
      bookingDate: input.receivedAt.slice(0, 10),
      pickupOption: pickup,
      instoreLocation: pickup === 'in-store' ? input.store : null,
      priceFils,
      pickupFeeFils: feeFils,
      freeService: input.free !== undefined,
      rpId: input.free?.entitlementId ?? null,
      claimId: claim?.id ?? null,
      status: input.canceled ? 'canceled' : completedAt ? 'completed' : 'pending',
      paymentOption: online ? 'online' : 'in-store',
      completedAt: input.canceled ? null : completedAt ? new Date(completedAt) : null,
      canceledAt: input.canceled ? new Date(input.canceled.at) : null,
      createdAt: new Date(input.receivedAt),
    })
    .returning();
  const id = booking!.id;
  await db.insert(jobs).values({
    bookingId: id,
    stage: input.canceled ? 'canceled' : (input.stage ?? 'received'),
    store: input.store,
    express: input.express ?? false,
    dueAt: new Date(input.receivedAt),
    racketPattern: input.spec?.pattern ?? null,
    mainsStringId: input.spec?.mains ?? null,
    mainsOwnString: input.spec?.mainsOwn ?? null,
    crossesStringId: input.spec?.crosses ?? null,
    crossesOwnString: input.spec?.crossesOwn ?? null,
    readyAt: input.readyAtOnly ? new Date(input.readyAtOnly) : null,
    createdAt: new Date(input.receivedAt),
  });
  await db.insert(jobEvents).values([
    { bookingId: id, kind: 'created', what: 'Booked', at: new Date(input.receivedAt) },
    ...(input.stages ?? []).map(([to, at]) => ({
      bookingId: id,
      kind: 'stage' as const,
      what: `Moved to ${to}`,
      details: { to },
      at: new Date(at),
    })),
  ]);
  let payment: { id: number } | undefined;
  if (input.paidInStoreAt)
    [payment] = await db
      .insert(instorePayments)
      .values({
        bookingId: id,
        receiptNumber: `R-${id}`,
        amountFils: fils(priceFils + feeFils),
        recordedAt: new Date(input.paidInStoreAt),
      })
      .returning();
  const invoiceId = await monthInvoice(t, input, booking!, { checkoutId: checkout!.id, paymentId: payment?.id });
  for (const [cause, refund] of [
    ['cancel', input.canceled],
    ['change', input.changeRefund],
  ] as const) {
    if (!refund) continue;
    const amountFils = fils(Math.round(refund.refundAed * 100));
    const [made] = await db
      .insert(bookingRefunds)
      .values({
        bookingId: id,
        checkoutId: checkout!.id,
        cause,
        status: 'refunded',
        amountFils,
        createdAt: new Date(refund.at),
        settledAt: new Date(refund.at),
      })
      .returning();
    await datedCreditNote(t, { invoiceId: invoiceId!, bookingId: id, refundId: made!.id, amountFils, reason: cause });
  }
  return id;
}

/** The credit note of a refund, dated as the refund (a test writes its refunds in the past). */
export async function datedCreditNote(
  t: Ctx,
  input: { invoiceId: number; bookingId: number; refundId: number; amountFils: Fils; reason: string },
): Promise<void> {
  const [refund] = await t.ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.id, input.refundId));
  const amount = input.amountFils;
  await t.ctx.db.insert(creditNotes).values({
    creditNoteNumber: `CN-T${input.refundId}`,
    invoiceId: input.invoiceId,
    bookingId: input.bookingId,
    refundId: input.refundId,
    reason: input.reason,
    lines: [{ description: 'Refund', quantity: 1, unit_price_fils: amount, vat_fils: fils(0), total_fils: amount }],
    amountFils: amount,
    vatFils: fils(0),
    createdAt: refund!.createdAt,
  });
}

/**
 * The tax invoice the payment issued, dated as the payment: a checkout's when paid online, the counter payment's
 * when paid in store; its lines as the real flow writes them (the booking at its price when paid, before a change's
 * refund lowered it, and the fee). None for an unpaid checkout.
 */
async function monthInvoice(
  t: Ctx,
  input: MonthBooking,
  booking: typeof bookings.$inferSelect,
  paid: { checkoutId: number; paymentId: number | undefined },
): Promise<number | undefined> {
  const at = input.paidOnlineAt ?? input.paidInStoreAt;
  if (!at) return undefined;
  const changed = fils(Math.round((input.changeRefund?.refundAed ?? 0) * 100));
  const lines = bookingInvoiceLines([{ ...booking, priceFils: fils(booking.priceFils + changed) }], {
    option: booking.pickupOption,
    feeFils: booking.pickupFeeFils,
  });
  const { invoice } = await issueInvoice(t.ctx.db, {
    sourceKey: input.paidOnlineAt ? `checkout:${paid.checkoutId}` : `instore-payment:${paid.paymentId}`,
    customerId: input.customerId,
    customerName: booking.customerName,
    customerEmail: 'month@example.test',
    paymentMethod: input.paidOnlineAt ? 'online' : 'in-store',
    transactionId: input.paidOnlineAt ? `cart-${paid.checkoutId}` : `R-${booking.id}`,
    description: 'Month booking',
    lines,
    transactionDate: new Date(at),
  });
  return invoice.id;
}

/** A support ticket opened at `openedAt`, answered at `responses`, resolved (its audit entry) at `resolvedAt`. */
export async function monthTicket(
  t: Ctx,
  input: { customerId: number; openedAt: string; responses?: string[]; resolvedAt?: string },
): Promise<void> {
  const [ticket] = await t.ctx.db
    .insert(tickets)
    .values({
      customerId: input.customerId,
      subject: 'Strings broke',
      description: 'The strings broke after a week.',
      issueType: 'stringing',
      priorityLevel: 'medium',
      status: input.resolvedAt ? 'resolved' : 'open',
      createdAt: new Date(input.openedAt),
    })
    .returning();
  for (const at of input.responses ?? [])
    await t.ctx.db
      .insert(ticketResponses)
      .values({ ticketId: ticket!.id, body: 'We are on it.', sentTo: 'c@example.ae', createdAt: new Date(at) });
  if (input.resolvedAt)
    await t.ctx.db.insert(auditLog).values({
      action: 'ticket.status',
      subject: `ticket:${ticket!.id}`,
      details: { to: 'resolved' },
      createdAt: new Date(input.resolvedAt),
    });
}
