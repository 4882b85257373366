import { afterAll, beforeAll, expect } from 'vitest';
import type { BookingSubmissionItem } from '@shop/domain/contracts/bookings';
import { startTelrStandIn } from '../payments/telr-stand-in';
import { buildTestApp, type TestApp } from './app';
import { authHeaders } from './factories';
import { eq } from 'drizzle-orm';
import { bookings, checkouts } from '../../src/db/schema';
import { freshCartId, gripLine, stringLine } from './bookings-factories';
import { buildCustomer } from './customers-factories';
import { bookingIdsOf } from './cancellation-factories';

export const TELR_CREDENTIALS = { storeId: '21552', authKey: 'test-auth-key-xyz', serviceKey: 'test-service-key-abc' };

export type TelrStandIn = Awaited<ReturnType<typeof startTelrStandIn>>;

/** The app of one Telr test file (PAYMENT_PROVIDER=telr against the local stand-in) and a staff member. */
export interface TelrTestSetup {
  t: TestApp;
  standIn: TelrStandIn;
  staff: { authorization: string };
}

/**
 * Starts the Telr stand-in and the whole product pointed at it once for the test file (beforeAll),
 * and closes both after it. Call it at the top of the file: `withTelrTestApp((s) => ({ t, standIn, staff } = s));`
 */
export function withTelrTestApp(use: (setup: TelrTestSetup) => void, env: Record<string, string> = {}): void {
  let standIn: TelrStandIn | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    standIn = await startTelrStandIn(TELR_CREDENTIALS);
    t = await buildTestApp({
      env: {
        PAYMENT_PROVIDER: 'telr',
        TELR_API_URL: standIn.url,
        TELR_STORE_ID: TELR_CREDENTIALS.storeId,
        TELR_AUTH_KEY: TELR_CREDENTIALS.authKey,
        TELR_SERVICE_API_KEY: TELR_CREDENTIALS.serviceKey,
        TELR_TEST_MODE: 'true',
        ...env,
      },
    });
    use({ t, standIn, staff: await authHeaders(t.ctx, 'staff') });
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });
}

/** Return URLs and a billing address for calling the adapter directly. */
export const telrReturnUrls = {
  paid: 'http://shop.test/payment-success?cart_id=X',
  declined: 'http://shop.test/waiting-for-payment?cart_id=X',
  canceled: 'http://shop.test/waiting-for-payment?cart_id=X',
};
export const telrBillingAddress = async () => ({
  line1: 'Villa 3, Al Wasl Road',
  city: 'Dubai',
  region: 'Dubai',
  country: 'AE' as const,
});

/** Opens a Telr checkout through POST /api/payments/create with these lines (one regular string by default). */
export async function createTelrCheckout(
  setup: Pick<TelrTestSetup, 't' | 'staff'>,
  lines: (cart: string) => BookingSubmissionItem[],
): Promise<string> {
  const cart = freshCartId();
  const res = await setup.t.app.inject({
    method: 'POST',
    url: '/api/payments/create',
    headers: setup.staff,
    payload: { bookings: lines(cart), pickup_fee: 0 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return cart;
}

/** Telr's notification of a transaction, form-encoded as Telr posts it (only a hint: the shop re-checks). */
export function notifyFromTelr(t: TestApp, cart: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `tran_cartid=${cart}&tran_status=A`,
  });
}

/** A paid Telr checkout of a string (150 AED) and a grip (70 AED), confirmed by Telr's notification. */
export async function paidTelrCheckout(setup: Pick<TelrTestSetup, 't' | 'staff' | 'standIn'>) {
  const customer = await buildCustomer(setup.t.ctx);
  const cart = await createTelrCheckout(setup, (cart) => [
    stringLine(customer.id, { cart_id: cart }),
    gripLine(customer.id, { cart_id: cart }),
  ]);
  setup.standIn.setOutcome(cart, 'paid');
  await notifyFromTelr(setup.t, cart);
  const [stringId, gripId] = await bookingIdsOf(setup.t, cart);
  return { cart, stringId: stringId!, gripId: gripId! };
}

/** A Telr checkout of one string (150 AED) that Telr holds authorised, recorded as held by Telr's notification. */
export async function authorisedTelrCheckout(setup: Pick<TelrTestSetup, 't' | 'staff' | 'standIn'>) {
  const customer = await buildCustomer(setup.t.ctx);
  const cart = await createTelrCheckout(setup, (cart) => [stringLine(customer.id, { cart_id: cart })]);
  setup.standIn.setOutcome(cart, 'authorised');
  await notifyFromTelr(setup.t, cart);
  const [checkout] = await setup.t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
  const [booking] = await setup.t.ctx.db.select().from(bookings).where(eq(bookings.checkoutId, checkout!.id));
  return { cart, checkout: checkout!, bookingId: booking!.id };
}
