import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CANCELLATION_MESSAGES } from '@shop/domain/contracts/cancellations';
import { HELD_PAYMENT_MESSAGES } from '@shop/domain/contracts/held-payments';
import { bookingRefunds, checkouts } from '../../src/db/schema';
import { engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { cancelBooking, retryRefund } from '../helpers/cancellation-factories';
import { authorisedTelrCheckout, paidTelrCheckout, withTelrTestApp, type TelrStandIn } from '../helpers/telr-setup';

let standIn: TelrStandIn;
let t: TestApp;
let staff: { authorization: string };
// A short wait for Telr's answer, so that a lost one (the stand-in never answers) is given up quickly.
withTelrTestApp((setup) => ({ standIn, t, staff } = setup), { TELR_TIMEOUT_MS: '1500' });

const paidCheckout = () => paidTelrCheckout({ t, staff, standIn });

/** The cart's line under Payments to resolve, if any. */
const toResolveOf = async (cart: string, headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/payments/to-resolve', headers }))
    .json()
    .items.find((i: { cart_id: string }) => i.cart_id === cart);

const refundOf = async (bookingId: number) =>
  (await t.ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId)))[0]!;

describe(`a Telr refund or void whose answer is lost is never sent twice (${engine})`, () => {
  it.each(['lost-5xx', 'lost-timeout'] as const)(
    'records a refund Telr made but whose answer was lost (%s) as unknown; a retry finds it at Telr and sends nothing',
    async (lost) => {
      const { cart, gripId } = await paidCheckout();
      standIn.onRefund(cart, lost);
      const res = await cancelBooking(t, gripId, staff);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.cancellation).toMatchObject({
        refund_status: 'unknown',
        refund_failure: CANCELLATION_MESSAGES.refundAnswerLost,
      });
      expect(standIn.orderOf(cart).refunds).toEqual(['70.00']);
      const sent = standIn.remoteRequests.length;
      const admin = await authHeaders(t.ctx, 'admin');
      expect(await toResolveOf(cart, admin)).toMatchObject({
        kind: 'refund-unknown',
        amount: 70,
        booking_ids: [gripId],
      });

      const retried = await retryRefund(t, gripId, staff);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().message).toBe(CANCELLATION_MESSAGES.refundFoundAtProvider);
      expect(retried.json().data.cancellation).toMatchObject({ refund_status: 'refunded', refund_amount: 70 });
      expect(retried.json().data.cancellation.refund_reference).toBe(standIn.orderOf(cart).linked[0]!.ref);
      expect(standIn.remoteRequests).toHaveLength(sent);
      expect(standIn.orderOf(cart).refunds).toEqual(['70.00']);
      expect(standIn.serviceRequests.at(-1)).toBe(`/tools/api/xml/transaction/${standIn.orderOf(cart).tranref}/linked`);
      expect(await toResolveOf(cart, admin)).toBeUndefined();
    },
  );

  it('never moves to the counter a lost refund that Telr made: it is recorded as refunded instead', async () => {
    const { cart, stringId } = await paidCheckout();
    standIn.onRefund(cart, 'lost-5xx');
    await cancelBooking(t, stringId, staff);
    expect((await refundOf(stringId)).status).toBe('unknown');
    const moved = await retryRefund(t, stringId, staff, { refund_to: 'in-store' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(CANCELLATION_MESSAGES.refundFoundAtProvider);
    expect(await refundOf(stringId)).toMatchObject({ status: 'refunded' });
    expect(standIn.orderOf(cart).refunds).toEqual(['150.00']);
  });

  it('sends an interrupted refund again only once Telr shows no refund of it', async () => {
    const { cart, gripId, stringId } = await paidCheckout();
    // The string's refund went through; the grip's call was interrupted (a stopped server) before reaching Telr.
    await cancelBooking(t, stringId, staff);
    standIn.setDown(true);
    try {
      await cancelBooking(t, gripId, staff);
    } finally {
      standIn.setDown(false);
    }
    await t.ctx.db
      .update(bookingRefunds)
      .set({ status: 'pending', attemptStartedAt: sql`now() - interval '3 minutes'` })
      .where(eq(bookingRefunds.bookingId, gripId));
    const list = await t.app.inject({ method: 'GET', url: `/api/bookings?search=${gripId}`, headers: staff });
    const item = list.json().items.find((i: { booking_id: number }) => i.booking_id === gripId);
    expect(item.cancellation.refund_status).toBe('unknown');

    const retried = await retryRefund(t, gripId, staff);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message).toBe(CANCELLATION_MESSAGES.refundRetried);
    expect(retried.json().data.cancellation).toMatchObject({ refund_status: 'refunded', refund_amount: 70 });
    // Telr's one refund (the string's, 150) was not taken for the grip's: the grip's was sent.
    expect(standIn.orderOf(cart).refunds).toEqual(['150.00', '70.00']);
  });

  it.each(['lost-5xx', 'lost-timeout'] as const)(
    'records a void whose answer was lost (%s) as unknown; the next void finds it at Telr and sends nothing',
    async (lost) => {
      const admin = await authHeaders(t.ctx, 'admin');
      const { cart, checkout, bookingId } = await authorisedTelrCheckout({ t, staff, standIn });
      standIn.onVoid(cart, lost);
      const first = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/void-payment`,
        headers: admin,
      });
      expect(first.statusCode).toBe(502);
      expect(first.json().message).toBe(HELD_PAYMENT_MESSAGES.voidAnswerLost);
      const [unknown] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
      expect(unknown).toMatchObject({ status: 'pending', followUpUnknown: 'void', voidStartedAt: null });
      expect(await toResolveOf(cart, admin)).toMatchObject({ kind: 'void-unknown', booking_ids: [bookingId] });
      const sent = standIn.remoteRequests.length;

      const again = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/void-payment`,
        headers: admin,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data).toMatchObject({ outcome: 'voided', checkout_status: 'canceled' });
      expect(standIn.remoteRequests).toHaveLength(sent);
      const [after] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
      expect(after).toMatchObject({ status: 'canceled', followUpUnknown: null });
    },
  );
});
