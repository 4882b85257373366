import { expect } from 'vitest';
import type { Role } from '@shop/domain/roles';
import { engine, type TestApp } from '../helpers/app';
import { checkoutThroughSandbox, freshCartId, freeStringLine, stringLine } from '../helpers/bookings-factories';
import { bookingIdsOf, cancelBooking, paidPickupStringAndGrip, payInStore } from '../helpers/cancellation-factories';
import { buildRacketPurchase } from '../helpers/customers-factories';
import { moveJob } from '../helpers/jobs-factories';
import { createPaymentRequest } from '../helpers/payments-requests';

type Headers = { authorization: string };

/**
 * A day at the shop, on two stores: online checkouts paid, one partly refunded to the card and one refunded at the
 * counter, a deposit and its balance at the counter, a whole in-store payment, a free stringing, a held payment
 * voided, a pay-in-store booking canceled, jobs made ready and collected.
 */
export async function aDayAtTheShop(t: TestApp, as: Record<Role, Headers>, customerId: number): Promise<void> {
  const staff = as.staff;
  const customer = { id: customerId };
  const post = (url: string, payload: object = {}, headers = staff) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  // Online, picked up (30 AED fee, Marina Store): the grip canceled, its 70 AED back to the card.
  const pickup = await paidPickupStringAndGrip(t, staff, customer.id);
  expect((await cancelBooking(t, pickup.gripId, staff)).statusCode).toBe(200);
  // Online at Jumeirah Store, canceled with its 150 AED handed back at the counter.
  const jumeirah = { instore_location: 'Jumeirah Store' as const };
  const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id, jumeirah)]);
  const [refundedId] = await bookingIdsOf(t, cart);
  expect(
    (await cancelBooking(t, refundedId!, staff, { reason: 'Racket lost', refund_to: 'in-store' })).statusCode,
  ).toBe(200);
  // In store at Jumeirah: a 50 AED deposit, ready, then collected with its 100 AED balance.
  const [depositId] = await payInStore(t, staff, [stringLine(customer.id, jumeirah)]);
  const receipt = `R-${engine}-${depositId}`;
  expect(
    (await post(`/api/bookings/${depositId}/instore-payments`, { amount: 50, receipt_number: receipt })).statusCode,
  ).toBe(201);
  await moveJob(t, depositId!, staff, { stage: 'in_progress' });
  await moveJob(t, depositId!, staff, { stage: 'ready' });
  const collected = await post(`/api/jobs/${depositId}/collect`, {
    payment: { amount: 100, receipt_number: `${receipt}-b` },
  });
  expect(collected.statusCode).toBe(200);
  // In store at Marina, the whole 150 AED at once; another canceled before anything was paid.
  const [wholeId, unpaidId] = await payInStore(t, staff, [stringLine(customer.id), stringLine(customer.id)]);
  const whole = await post(`/api/bookings/${wholeId}/instore-payments`, {
    amount: 150,
    receipt_number: `${receipt}-w`,
  });
  expect(whole.statusCode).toBe(201);
  expect((await cancelBooking(t, unpaidId!, staff)).statusCode).toBe(200);
  // A free stringing (0 AED invoice with its 75 AED free line) at Bluewaters.
  const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
  const free = await createPaymentRequest(
    t,
    {
      bookings: [freeStringLine(customer.id, rpId, { cart_id: freshCartId(), instore_location: 'Bluewaters Store' })],
      pickup_fee: 0,
    },
    staff,
  );
  expect(free.statusCode).toBe(201);
  // A held card payment voided by an admin: no money moved.
  const held = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: 'hold' });
  const [heldId] = await bookingIdsOf(t, held.cart);
  expect((await post(`/api/bookings/${heldId}/void-payment`, {}, as.admin)).statusCode).toBe(200);
}
