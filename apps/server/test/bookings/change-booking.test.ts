import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, addMonths, shopDate } from '@shop/domain/shop-days';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { CANCELLATION_MESSAGES } from '@shop/domain/contracts/cancellations';
import { bookings } from '../../src/db/schema';
import { lastAudit } from '../helpers/audit';
import { engine } from '../helpers/app';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
import { checkoutThroughSandbox, gripLine, stringLine } from '../helpers/bookings-factories';
import { bookingIdsOf, cancelBooking, payInStore } from '../helpers/cancellation-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const change = (id: number | string, payload: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/change`, headers, payload: payload as object });
const rowOf = async (id: number) => (await t.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe(`change a booking before work starts (${engine})`, () => {
  it('refuses without a session (401), malformed changes (400) and final bookings (409), changing nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const [id, gripId] = await payInStore(t, staff, [stringLine(customer.id), gripLine(customer.id)]);
    const before = await rowOf(id!);
    expect((await change(id!, { string_id: 3 }, {})).statusCode).toBe(401);
    const cases: [unknown, string][] = [
      [{}, CANCELLATION_MESSAGES.nothingToChange],
      [{ booking_date: '2000-01-01' }, BOOKING_MESSAGES.bookingDateInPast],
      [{ instore_location: 'Deira Store' }, BOOKING_MESSAGES.invalidStore],
      [{ string_id: 55 }, BOOKING_MESSAGES.unknownString],
      [{ string_id: 103 }, CANCELLATION_MESSAGES.keepServiceType],
      [{ grip_id: 2 }, CANCELLATION_MESSAGES.gripOnlyOnGripBookings],
    ];
    for (const [payload, message] of cases) {
      const res = await change(id!, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await change(gripId!, { string_id: 3 })).json().message).toBe(
      CANCELLATION_MESSAGES.stringOnlyOnStringBookings,
    );
    expect(await rowOf(id!)).toEqual(before);
    await cancelBooking(t, id!, staff);
    const canceled = await change(id!, { string_id: 3 });
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().message).toBe(CANCELLATION_MESSAGES.changeNotPending);
  });

  it('reprices a pay-in-store booking: the amount due in store follows the new string, date and store', async () => {
    const customer = await buildCustomer(t.ctx);
    const [id] = await payInStore(t, staff, [stringLine(customer.id)]);
    const tomorrow = addDays(shopDate(), 1);
    const res = await change(id!, { string_id: 7, booking_date: tomorrow, instore_location: 'Jumeirah Store' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(CANCELLATION_MESSAGES.changed);
    expect(body.data.price_difference).toBe(35);
    expect(body.data.refund).toBeNull();
    expect(body.data.booking).toMatchObject({
      service_name: 'Babolat RPM Blast 1.25',
      total_cost: 185,
      amount_due: 185,
      instore_location: 'Jumeirah Store',
      booking_date: tomorrow,
    });
    const changed = await lastAudit(t.ctx, 'bookings.change');
    expect(changed).toMatchObject({
      details: { before: { priceFils: expect.any(Number) }, after: { priceFils: expect.any(Number) } },
    });
    const prices = changed!.details as {
      before: { priceFils: number };
      after: { priceFils: number };
      differenceFils: number;
    };
    expect(prices.after.priceFils - prices.before.priceFils).toBe(prices.differenceFils);
  });

  it('refunds a cheaper change of an online-paid booking through the sandbox with a credit note; a dearer one is due in store, and a cancel then refunds only what was paid online', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)]);
    const [id] = await bookingIdsOf(t, cart);

    const cheaper = await change(id!, { string_id: 1 });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect(cheaper.json().data.price_difference).toBe(-30);
    expect(cheaper.json().data.refund).toMatchObject({ status: 'refunded', amount: 30 });
    expect(cheaper.json().data.refund.credit_note.credit_note_number).toMatch(/^CN-/);

    const dearer = await change(id!, { string_id: 9 });
    expect(dearer.json().data.price_difference).toBe(75);
    expect(dearer.json().data.refund).toBeNull();
    expect(dearer.json().data.booking.due_in_store).toBe(75);

    // Paid online: 150 - 30 = 120. Canceling gives back 120, not the new price of 195.
    const canceled = await cancelBooking(t, id!, staff);
    expect(canceled.json().data.cancellation).toMatchObject({ refund_status: 'refunded', refund_amount: 120 });
  });

  it('moves a free stringing to a new date under the one-a-month rule', async () => {
    const customer = await buildCustomer(t.ctx);
    const today = shopDate();
    // The first claim is tomorrow: a day not in the past for the server on either side of the shop's midnight.
    const day = addDays(today, 1);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id, purchaseDate: today });
    const free = (date: string) =>
      stringLine(customer.id, { freeService: true, rp_id: rpId, total_cost: 75, booking_date: date });
    const [first] = await payInStore(t, staff, [free(day)]);
    const [second] = await payInStore(t, staff, [free(addMonths(day, 2))]);
    // Within a month of the first claim: refused with the rule's sentence, the claim stays where it was.
    const tooClose = await change(second!, { booking_date: day });
    expect(tooClose.statusCode).toBe(409);
    expect(await countClaims(t.ctx, rpId!)).toBe(2);
    const moved = await change(second!, { booking_date: addMonths(day, 3) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.booking.booking_date).toBe(addMonths(day, 3));
    expect(await countClaims(t.ctx, rpId!)).toBe(2);
    expect(first).toBeLessThan(second!);
  });
});
