import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings, checkouts, customers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { bookingInvoiceLines, bookingsSummary } from '../bookings/booking-invoice';
import { issueInvoice } from '../invoices/issue-invoice';
import { createNotification } from '../notifications/create-notification';

/**
 * Records that a pending checkout was paid, once: the conditional UPDATE ... WHERE status = 'pending'
 * lets exactly one caller win; the winner issues the checkout's invoice and posts the public
 * "Booking paid" notification (no personal data). Answers whether this call confirmed it.
 */
export async function confirmPaidCheckout(
  tx: Tx,
  input: { checkoutId: number; transactionReference: string | null; at?: Date },
): Promise<boolean> {
  const now = input.at ?? new Date();
  const [won] = await tx
    .update(checkouts)
    .set({ status: 'paid', paidAt: now, settledAt: now })
    .where(and(eq(checkouts.id, input.checkoutId), eq(checkouts.status, 'pending')))
    .returning();
  if (!won) return false;
  // Each booking's share of the charge is what was paid for it (its line and the fee it carries): kept, so a later
  // change of its price changes its balance due, never what was paid (docs/decisions/instore-deposits.md).
  const rows = await tx
    .update(bookings)
    .set({ paidFils: sql`${bookings.priceFils} + ${bookings.pickupFeeFils}` })
    .where(eq(bookings.checkoutId, won.id))
    .returning();
  rows.sort((a, b) => a.id - b.id);
  const [customer] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, won.customerId));
  await issueInvoice(tx, {
    sourceKey: `checkout:${won.id}`,
    customerId: won.customerId,
    customerName: rows[0]?.customerName ?? '',
    customerEmail: customer?.email ?? rows[0]?.customerEmail ?? '',
    paymentMethod: 'online',
    transactionId: won.cartId,
    description: bookingsSummary(rows),
    lines: bookingInvoiceLines(rows, { option: won.pickupOption, feeFils: won.pickupFeeFils }),
    transactionDate: now,
  });
  await createNotification(tx, {
    kind: 'booking-paid',
    title: 'Booking paid',
    message: 'A racket service booking was paid online.',
    createdAt: now,
  });
  await audit(tx, {
    actorId: null,
    action: 'payments.paid',
    subject: `checkout:${won.id}`,
    details: { cartId: won.cartId, transactionReference: input.transactionReference },
  });
  return true;
}
