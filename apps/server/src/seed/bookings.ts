import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ParsedBookingSubmissionItem } from '@shop/domain/contracts/bookings';
import { cartId } from '@shop/domain/contracts/payments';
import { addFils, toAed, type Fils } from '@shop/domain/money';
import { priceLine } from '@shop/domain/pricing';
import { shopDate } from '@shop/domain/shop-days';
import type { AppContext } from '../context';
import { bookings, checkouts, customers } from '../db/schema';
import { createCheckout } from '../services/bookings/create-checkout';
import { priceSubmission } from '../services/bookings/price-submission';
import { completeBooking } from '../services/bookings/complete-booking';
import { completeInstoreBooking } from '../services/bookings/complete-instore-booking';
import { toCustomerView } from '../services/customers/customer-view';
import { confirmPaidCheckout } from '../services/payments/confirm-paid-checkout';

type Line = Pick<ParsedBookingSubmissionItem, 'service_kind' | 'racket_name'> & { id: number };
interface Scenario {
  lines: Line[];
  payment: 'online' | 'in-store';
  pickup: { option: ParsedBookingSubmissionItem['pickup_option']; store?: string; address?: string };
  hoursAgo: number;
  complete?: { receipt?: string };
}

const HOME = 'Villa 14, Street 21, Umm Suqeim 2, 00000, Dubai, UAE';
const OFFICE = 'Office 1804, Marina Plaza, Dubai Marina, 00000, Dubai, UAE';

/** Bookings a dashboard shows on a normal day: jobs in progress, online and in store, and finished ones with invoices. */
const SCENARIOS: Scenario[] = [
  {
    lines: [{ service_kind: 'string', id: 7, racket_name: 'Babolat Pure Aero 2023' }],
    payment: 'online',
    pickup: { option: 'in-store', store: 'Jumeirah Store' },
    hoursAgo: 240,
    complete: {},
  },
  {
    lines: [{ service_kind: 'string', id: 3, racket_name: 'Yonex EZONE 98' }],
    payment: 'in-store',
    pickup: { option: 'in-store', store: 'Marina Store' },
    hoursAgo: 200,
    complete: { receipt: 'RCPT-240117' },
  },
  {
    lines: [{ service_kind: 'grip', id: 104, racket_name: 'Wilson Blade 98 v9' }],
    payment: 'in-store',
    pickup: { option: 'in-store', store: 'Bluewaters Store' },
    hoursAgo: 150,
    complete: { receipt: 'RCPT-240162' },
  },
  {
    lines: [
      { service_kind: 'string', id: 5, racket_name: 'Head Speed Pro 2024' },
      { service_kind: 'grip', id: 6, racket_name: 'Head Speed Pro 2024' },
    ],
    payment: 'in-store',
    pickup: { option: 'pickup', address: OFFICE },
    hoursAgo: 30,
  },
  {
    lines: [{ service_kind: 'grip', id: 1, racket_name: 'Babolat Pure Drive 2025' }],
    payment: 'online',
    pickup: { option: 'in-store', store: 'Jumeirah Store' },
    hoursAgo: 20,
  },
  {
    lines: [{ service_kind: 'string', id: 2, racket_name: 'Tecnifibre TF40 305' }],
    payment: 'in-store',
    pickup: { option: 'in-store', store: 'Marina Store' },
    hoursAgo: 6,
  },
  {
    lines: [
      { service_kind: 'string', id: 109, racket_name: 'Wilson Pro Staff 97 v14' },
      { service_kind: 'string', id: 101, racket_name: 'Head Gravity MP' },
    ],
    payment: 'online',
    pickup: { option: 'express-pickup/delivery', address: HOME },
    hoursAgo: 2,
  },
];

function linePrice(line: Line): Fils {
  const priced = priceLine(
    line.service_kind === 'string'
      ? { serviceKind: 'string', stringId: line.id }
      : { serviceKind: 'grip', gripId: line.id },
  );
  if (!priced.ok) throw new Error(priced.reason);
  return priced.price;
}

/** Demo bookings for the first demo customers; nothing when bookings exist already or there are no customers. */
export async function seedBookings(ctx: AppContext): Promise<void> {
  const [{ count } = { count: 0 }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(bookings);
  if (Number(count) > 0) return;
  const people = await ctx.db.select().from(customers).orderBy(asc(customers.id)).limit(SCENARIOS.length);
  if (people.length === 0) return;
  const today = shopDate();
  const toComplete: Array<{
    scenario: Scenario;
    bookings: Array<{ id: number; priceFils: Fils; pickupFeeFils: Fils }>;
  }> = [];
  for (const [index, scenario] of SCENARIOS.entries()) {
    const customer = toCustomerView(people[index % people.length]!);
    const at = new Date(Date.now() - scenario.hoursAgo * 3_600_000);
    const items = scenario.lines.map((line): ParsedBookingSubmissionItem => ({
      bigcommerce_customer_id: customer.id,
      service_kind: line.service_kind,
      string_id: line.service_kind === 'string' ? line.id : null,
      grip_id: line.service_kind === 'grip' ? line.id : null,
      booking_date: today,
      pickup_option: scenario.pickup.option,
      delivery_address: scenario.pickup.address ?? null,
      instore_location: scenario.pickup.store ?? null,
      racket_name: line.racket_name,
      total_cost: toAed(linePrice(line)),
      freeService: false,
    }));
    const priced = priceSubmission(items, undefined);
    const created = await ctx.db.transaction(async (tx) => {
      const result = await createCheckout(tx, {
        cartId: cartId(at.getTime(), index / 10),
        customer,
        priced,
        status: scenario.payment === 'online' ? 'pending' : 'in-store',
        provider: scenario.payment === 'online' ? 'sandbox' : null,
        actorId: null,
        shopHours: ctx.config.jobs.hours,
      });
      if (scenario.payment === 'online')
        await confirmPaidCheckout(tx, { checkoutId: result.checkout.id, transactionReference: null, at });
      await tx.update(checkouts).set({ createdAt: at }).where(eq(checkouts.id, result.checkout.id));
      await tx
        .update(bookings)
        .set({ createdAt: at })
        .where(
          inArray(
            bookings.id,
            result.bookings.map((b) => b.id),
          ),
        );
      return result;
    });
    if (scenario.complete) toComplete.push({ scenario, bookings: created.bookings });
  }
  // Completions issue their invoices now, after every (backdated) online payment's invoice, so that
  // invoice numbers follow the invoices' dates and the dashboard's latest invoices read newest first.
  for (const { scenario, bookings: created } of toComplete) {
    if (!scenario.complete) continue;
    for (const booking of created) {
      if (scenario.complete.receipt) {
        await completeInstoreBooking(ctx, {
          actorId: null,
          bookingId: booking.id,
          receiptNumber: scenario.complete.receipt,
          amount: toAed(addFils(booking.priceFils, booking.pickupFeeFils)),
        });
      } else {
        await completeBooking(ctx, { actorId: null, bookingId: booking.id });
      }
    }
  }
}
