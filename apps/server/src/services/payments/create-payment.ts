import { eq } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  type CreatePaymentResponse,
  type ParsedBookingSubmissionItem,
} from '@shop/domain/contracts/bookings';
import { cartId as newCartId } from '@shop/domain/contracts/payments';
import { toAed } from '@shop/domain/money';
import type { CreatePaymentInput, CreatedPayment } from '../../adapters/payments';
import type { AppContext } from '../../context';
import { checkouts } from '../../db/schema';
import { bookingInvoiceLines, bookingsSummary } from '../bookings/booking-invoice';
import {
  createCheckout,
  inCheckoutTransaction,
  toCreatedBooking,
  type CreatedBookingRow,
} from '../bookings/create-checkout';
import { priceSubmission } from '../bookings/price-submission';
import { ensureCustomer } from '../customers/ensure-customer';
import { queueReceipts } from '../receipts/send-receipt';
import { newInvoiceInsert } from '../invoices/issue-invoice';
import { cancelCheckoutBookings } from './cancel-checkout-bookings';
import { paymentReturnUrls } from './return-urls';
import { billingAddressOf } from './billing-address';

/**
 * POST /api/payments/create. The server prices every line and the pickup fee itself and refuses a
 * client figure that disagrees. Total 0: the bookings and their free stringing claims are stored at
 * once (with a 0 AED invoice) and answered as data.bookings. Otherwise a pending checkout is stored
 * with its bookings and claims, the provider opens a hosted payment page, and data.payment_url is
 * answered; if the provider cannot be reached, the checkout is canceled and its claims released.
 */
export async function createPayment(
  ctx: AppContext,
  input: { actorId: number; bookings: ParsedBookingSubmissionItem[]; pickupFee: number },
): Promise<CreatePaymentResponse> {
  const priced = priceSubmission(input.bookings, input.pickupFee);
  const customer = await ensureCustomer(ctx, { id: input.bookings[0]!.bigcommerce_customer_id });
  const cartId = input.bookings[0]!.cart_id ?? newCartId();

  if (priced.totalFils === 0) {
    // Its 0 AED invoice rides in the jobs' statement (the checkout is new: no invoice can exist for it yet).
    let receiptsQueued = false;
    const created = await inCheckoutTransaction(ctx.db, async (tx) => {
      const placed = await createCheckout(tx, {
        cartId,
        customer,
        priced,
        status: 'free',
        provider: null,
        actorId: input.actorId,
        shopHours: ctx.config.jobs.hours,
        audit: { action: 'bookings.create-free', details: { cartId } },
        alsoInsert: ({ checkoutId, bookings }) => [
          newInvoiceInsert(tx, {
            sourceKey: `checkout:${checkoutId}`,
            customerId: customer.id,
            customerName: bookings[0]!.customerName,
            customerEmail: customer.email ?? '',
            paymentMethod: 'free',
            transactionId: cartId,
            description: bookingsSummary(bookings),
            lines: bookingInvoiceLines(bookings, { option: priced.pickupOption, feeFils: priced.pickupFeeFils }),
          }).getSQL(),
        ],
      });
      // Booked at the counter: the racket is in the shop, so the customer gets its drop-off receipt, with the booking.
      receiptsQueued = await queueReceipts(ctx, tx, {
        jobIds: placed.bookings.map((b) => b.id),
        actorId: input.actorId,
      });
      return placed;
    });
    if (receiptsQueued) ctx.kickOutbox();
    return {
      message: BOOKING_MESSAGES.bookingsCreated,
      data: { bookings: created.bookings.map(toCreatedBooking), cart_id: cartId, total_cost: 0 },
    };
  }

  // The payment's details; `keep` stores the provider's reference and page on the checkout, in the provider's own
  // statement when it has one (the sandbox's ledger row).
  const paymentInput = (created: { checkout: { id: number }; bookings: CreatedBookingRow[] }): CreatePaymentInput => ({
    cartId,
    amountFils: priced.totalFils,
    description: bookingsSummary(created.bookings),
    customer: { name: customer.name, email: customer.email, phone: customer.phone },
    billingAddress: () => billingAddressOf(ctx.db, ctx.config, customer.id),
    returnUrls: paymentReturnUrls(ctx.config.publicUrl, cartId),
    keep: (payment) =>
      ctx.db
        .update(checkouts)
        .set({ paymentUrl: payment.paymentUrl, providerReference: payment.reference })
        .where(eq(checkouts.id, created.checkout.id))
        .getSQL(),
  });
  // A provider whose payments are rows of this database writes the payment (and `keep`) in the jobs' statement, in the
  // checkout's transaction (both commit together); another one (Telr, over HTTP) opens it after the commit, and a
  // failure there cancels the checkout.
  const { paymentInserts } = ctx.payments;
  let payment: CreatedPayment | undefined;
  const created = await inCheckoutTransaction(ctx.db, (tx) =>
    createCheckout(tx, {
      cartId,
      customer,
      priced,
      status: 'pending',
      provider: ctx.payments.name,
      actorId: input.actorId,
      shopHours: ctx.config.jobs.hours,
      audit: { action: 'bookings.create-checkout', details: { cartId, amountFils: priced.totalFils } },
      alsoInsert:
        paymentInserts &&
        (({ checkoutId, bookings }) => {
          const opened = paymentInserts(tx, paymentInput({ checkout: { id: checkoutId }, bookings }));
          payment = opened.payment;
          return opened.inserts;
        }),
    }),
  );
  if (!payment) {
    const opening = paymentInput(created);
    try {
      payment = await ctx.payments.createPayment(opening);
    } catch (error) {
      await abandonCheckout(ctx, created.checkout.id);
      throw error;
    }
    if (!payment.kept) await ctx.db.execute(opening.keep!(payment));
  }
  return {
    message: BOOKING_MESSAGES.redirectingToPayment,
    data: { payment_url: payment.paymentUrl, cart_id: cartId, total_cost: toAed(priced.totalFils) },
  };
}

/** The provider never opened a page: the checkout is canceled, its bookings too, and its claims are given back. */
async function abandonCheckout(ctx: AppContext, checkoutId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.update(checkouts).set({ status: 'canceled', settledAt: new Date() }).where(eq(checkouts.id, checkoutId));
    await cancelCheckoutBookings(tx, checkoutId);
  });
}
