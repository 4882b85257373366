import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CANCELLATION_MESSAGES } from '@shop/domain/contracts/cancellations';
import { bookingRefunds } from '../../src/db/schema';
import { engine, type TestApp } from '../helpers/app';
import { cancelBooking, retryRefund } from '../helpers/cancellation-factories';
import { paidTelrCheckout, withTelrTestApp, type TelrStandIn } from '../helpers/telr-setup';

let standIn: TelrStandIn;
let t: TestApp;
let staff: { authorization: string };
withTelrTestApp((setup) => ({ standIn, t, staff } = setup));

const paidCheckout = () => paidTelrCheckout({ t, staff, standIn });

const lastRemote = () => standIn.remoteRequests.at(-1) ?? '';

describe(`cancel a Telr-paid booking (${engine})`, () => {
  it("refunds the booking's share through Telr's Remote API (type refund, class ecom, the transaction's ref, amount, currency)", async () => {
    const { cart, gripId } = await paidCheckout();
    const res = await cancelBooking(t, gripId, staff, { reason: 'Grip out of stock' });
    expect(res.statusCode, res.body).toBe(200);
    const cancellation = res.json().data.cancellation;
    expect(cancellation).toMatchObject({ refund_status: 'refunded', refund_amount: 70 });
    expect(cancellation.refund_reference).toMatch(/^0600\d{8}$/);
    const xml = lastRemote();
    const order = standIn.orderOf(cart);
    expect(xml).toContain('<type>refund</type>');
    expect(xml).toContain('<class>ecom</class>');
    expect(xml).toContain(`<ref>${order.tranref}</ref>`);
    expect(xml).toContain('<amount>70.00</amount>');
    expect(xml).toContain('<currency>AED</currency>');
    expect(order.refunds).toEqual(['70.00']);
  });

  it('records a refund Telr declines as failed with the reason (the booking stays canceled), then retries it once', async () => {
    const { cart, stringId } = await paidCheckout();
    standIn.onRefund(cart, { refuse: 'Do not honour' });
    const res = await cancelBooking(t, stringId, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.booking.status).toBe('canceled');
    expect(res.json().data.cancellation).toMatchObject({ refund_status: 'failed', refund_failure: 'Do not honour' });
    expect(standIn.orderOf(cart).refunds).toEqual([]);

    const retried = await retryRefund(t, stringId, staff);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message).toBe(CANCELLATION_MESSAGES.refundRetried);
    expect(retried.json().data.cancellation).toMatchObject({ refund_status: 'refunded', refund_amount: 150 });
    expect(standIn.orderOf(cart).refunds).toEqual(['150.00']);

    const again = await retryRefund(t, stringId, staff);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CANCELLATION_MESSAGES.refundNotRetriable);
    expect(standIn.orderOf(cart).refunds).toEqual(['150.00']);
  });

  it('keeps a refund failed while Telr is unreachable; it can then be handed back in store instead', async () => {
    const { cart, gripId } = await paidCheckout();
    standIn.setDown(true);
    try {
      const res = await cancelBooking(t, gripId, staff);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.cancellation.refund_status).toBe('failed');
    } finally {
      standIn.setDown(false);
    }
    const moved = await retryRefund(t, gripId, staff, { refund_to: 'in-store' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(CANCELLATION_MESSAGES.refundMovedInStore);
    expect(moved.json().data.cancellation).toMatchObject({ refund_status: 'due-in-store', refund_amount: 70 });
    expect(standIn.orderOf(cart).refunds).toEqual([]);
    const [row] = await t.ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, gripId));
    expect(row!.status).toBe('due-in-store');
  });

  it('refuses a retry without a session (401), with a bad target (400), or with nothing to retry (409)', async () => {
    const { gripId } = await paidCheckout();
    expect((await retryRefund(t, gripId, {})).statusCode).toBe(401);
    const bad = await retryRefund(t, gripId, staff, { refund_to: 'cash' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(CANCELLATION_MESSAGES.invalidRefundTo);
    const none = await retryRefund(t, gripId, staff);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(CANCELLATION_MESSAGES.refundNotRetriable);
  });
});
