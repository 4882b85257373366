import { findSandboxPayment, sandboxPageToken } from '../../src/adapters/payments/sandbox';
import { beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BookingSubmissionItem } from '@shop/domain/contracts/bookings';
import { cartId } from '@shop/domain/contracts/payments';
import { addDays, shopDate } from '@shop/domain/shop-days';
import { rowsOf } from '../../src/lib/rows';
import type { TestApp, TestAppOptions } from './app';
import { signedIn, testAppForFile } from './per-file';

/** The app of one bookings or payments test file and a staff member's headers. */
export interface BookingsTestSetup {
  t: TestApp;
  staff: { authorization: string };
}

/**
 * The older form of `testAppForFile()` + `signedIn(t)` (helpers/per-file.ts), which new files use:
 * hands the file's app and a staff member's headers to `use` before the file's tests.
 */
export function withBookingsTestApp(use: (setup: BookingsTestSetup) => void, options: TestAppOptions = {}): void {
  const t = testAppForFile(options);
  const staff = signedIn(t);
  beforeAll(() => use({ t, staff }));
}

let sequence = 0;

/** A cart_id never used before in this process (TXN + timestamp + 0..999, as the browser makes it). */
export function freshCartId(): string {
  sequence += 1;
  return cartId(Date.now() + sequence * 1000, (sequence % 1000) / 1000);
}

/**
 * A booking date the server takes on either side of the shop's midnight: tomorrow in Dubai. Today, read here, is
 * in the past for a server reading its clock after 20:00 UTC, and the booking is refused
 * (docs/decisions/dates.md, "Tests at the shop's midnight").
 */
export const bookableDate = (): string => addDays(shopDate(), 1);

/** A regular string line (Head Lynx Tour 1.25, 150 AED) collected in store, booked for tomorrow; override anything. */
export function stringLine(customerId: number, overrides: Partial<BookingSubmissionItem> = {}): BookingSubmissionItem {
  return {
    bigcommerce_customer_id: customerId,
    service_kind: 'string',
    string_id: 2,
    grip_id: null,
    booking_date: bookableDate(),
    pickup_option: 'in-store',
    delivery_address: null,
    racket_name: 'Babolat Pure Aero',
    total_cost: 150,
    freeService: false,
    instore_location: 'Marina Store',
    rp_id: null,
    claim_id: null,
    ...overrides,
  };
}

/**
 * A free stringing of the racket behind entitlement `rpId`: Bring Own String (75 AED, all of it free) collected
 * in store, so nothing to pay; override the string, pickup and total for a free line that still costs something.
 */
export function freeStringLine(
  customerId: number,
  rpId: number | undefined,
  overrides: Partial<BookingSubmissionItem> = {},
): BookingSubmissionItem {
  return stringLine(customerId, { string_id: 12, freeService: true, rp_id: rpId ?? null, total_cost: 0, ...overrides });
}

/** A regular grip line (Babolat Syntec Pro, 70 AED) collected in store. */
export function gripLine(customerId: number, overrides: Partial<BookingSubmissionItem> = {}): BookingSubmissionItem {
  return stringLine(customerId, { service_kind: 'grip', string_id: null, grip_id: 1, total_cost: 70, ...overrides });
}

/** Every row the bookings area writes, counted: a refused call must leave these unchanged. */
export interface BookingFootprint {
  checkouts: number;
  bookings: number;
  completed: number;
  invoices: number;
  instore_payments: number;
  claims: number;
  sandbox_payments: number;
  paid_notifications: number;
}

export async function bookingFootprint(t: Pick<TestApp, 'ctx'>): Promise<BookingFootprint> {
  const [row] = rowsOf<BookingFootprint>(
    await t.ctx.db.execute(sql`
    SELECT (SELECT count(*)::int FROM checkouts) AS checkouts,
           (SELECT count(*)::int FROM bookings) AS bookings,
           (SELECT count(*)::int FROM bookings WHERE status = 'completed') AS completed,
           (SELECT count(*)::int FROM invoices) AS invoices,
           (SELECT count(*)::int FROM instore_payments) AS instore_payments,
           (SELECT count(*)::int FROM free_stringing_claims WHERE released_at IS NULL) AS claims,
           (SELECT count(*)::int FROM sandbox_payments) AS sandbox_payments,
           (SELECT count(*)::int FROM notifications WHERE kind = 'booking-paid') AS paid_notifications`),
  );
  return row!;
}

/** The sandbox page's address as the payer is given it: the cart and the token that opens the page. */
export async function sandboxPageUrl(t: Pick<TestApp, 'app'>, cart: string): Promise<string> {
  const payment = await findSandboxPayment(t.app.ctx.db, cart);
  if (!payment) throw new Error(`no sandbox payment for ${cart}`);
  return `/api/sandbox-payments/${cart}?token=${sandboxPageToken(payment.reference, t.app.ctx.config.sessionSecret)}`;
}

/** The payer's click on the sandbox hosted page. */
export async function decideOnSandbox(
  t: Pick<TestApp, 'app'>,
  cart: string,
  action: 'pay' | 'hold' | 'decline' | 'cancel',
) {
  return t.app.inject({
    method: 'POST',
    url: await sandboxPageUrl(t, cart),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

/** Creates a checkout through the API and, unless `pay` is false, pays it on the sandbox page. */
export async function checkoutThroughSandbox(
  t: Pick<TestApp, 'app'>,
  headers: { authorization: string },
  lines: BookingSubmissionItem[],
  options: { pickupFee?: number; pay?: 'pay' | 'hold' | 'decline' | 'cancel' | false } = {},
) {
  const cart = freshCartId();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create',
    headers,
    payload: { bookings: lines.map((l) => ({ ...l, cart_id: cart })), pickup_fee: options.pickupFee ?? 0 },
  });
  if (created.statusCode !== 201) throw new Error(`payment creation failed: ${created.statusCode} ${created.body}`);
  const pay = options.pay ?? 'pay';
  if (pay) await decideOnSandbox(t, cart, pay);
  return { cart, created: created.json() };
}
