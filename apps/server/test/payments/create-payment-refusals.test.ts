import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { ROLES } from '@shop/domain/roles';
import { addMonths, shopDate } from '@shop/domain/shop-days';
import { engine } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { bookingFootprint, checkoutThroughSandbox, freshCartId, stringLine } from '../helpers/bookings-factories';
import { createPaymentRequest } from '../helpers/payments-requests';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const create = (payload: unknown, headers: Record<string, string> = staff) => createPaymentRequest(t, payload, headers);

describe(`POST /api/payments/create refuses what it must not store (${engine})`, () => {
  it('refuses a tampered line total or pickup fee with 422 and stores nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const before = await bookingFootprint(t);
    const cheaper = await create({
      bookings: [stringLine(customer.id, { cart_id: freshCartId(), total_cost: 1 })],
      pickup_fee: 0,
    });
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.json().message).toBe(BOOKING_MESSAGES.lineTotalMismatch);
    expect(cheaper.json().fields['bookings.0.total_cost']).toContain('150.00 AED');

    const delivery = {
      pickup_option: 'pickup/delivery' as const,
      instore_location: null,
      delivery_address: 'Office 4, Marina Plaza, Dubai, UAE',
      cart_id: freshCartId(),
    };
    const fee = await create({ bookings: [stringLine(customer.id, delivery)], pickup_fee: 30 });
    expect(fee.statusCode).toBe(422);
    expect(fee.json().message).toBe(BOOKING_MESSAGES.pickupFeeMismatch);

    const freeClaimedByClient = await create({
      bookings: [stringLine(customer.id, { cart_id: freshCartId(), total_cost: 0 })],
      pickup_fee: 0,
    });
    expect(freeClaimedByClient.statusCode).toBe(422);

    const expressOptionForRegular = await create({
      bookings: [stringLine(customer.id, { ...delivery, pickup_option: 'express-pickup' })],
      pickup_fee: 50,
    });
    expect(expressOptionForRegular.statusCode).toBe(400);
    expect(expressOptionForRegular.json().message).toBe(BOOKING_MESSAGES.pickupOptionNotForMode);
    expect(await bookingFootprint(t)).toEqual(before);
  });

  it('refuses an unknown customer (404), a reused cart_id (409) and unknown catalogue ids (400), storing nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const before = await bookingFootprint(t);
    const unknown = await create({ bookings: [stringLine(987_654_321, { cart_id: freshCartId() })], pickup_fee: 0 });
    expect(unknown.statusCode).toBe(404);
    const badString = await create({
      bookings: [stringLine(customer.id, { cart_id: freshCartId(), string_id: 77 })],
      pickup_fee: 0,
    });
    expect(badString.statusCode).toBe(400);
    expect(badString.json().message).toBe(BOOKING_MESSAGES.unknownString);
    expect(await bookingFootprint(t)).toEqual(before);

    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    const middle = await bookingFootprint(t);
    const reused = await create({ bookings: [stringLine(customer.id, { cart_id: cart })], pickup_fee: 0 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(PAYMENT_MESSAGES.cartAlreadyUsed);
    expect(await bookingFootprint(t)).toEqual(middle);
  });

  it('answers 400 with the spec messages for malformed input, storing nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const before = await bookingFootprint(t);
    const cases: [unknown, string][] = [
      [{ bookings: [], pickup_fee: 0 }, BOOKING_MESSAGES.noBookingsToProcess],
      [{ pickup_fee: 0 }, BOOKING_MESSAGES.noBookingsToProcess],
      [
        { bookings: [stringLine(customer.id, { instore_location: null })], pickup_fee: 0 },
        BOOKING_MESSAGES.selectStore,
      ],
      [
        { bookings: [stringLine(customer.id, { pickup_option: 'delivery', instore_location: null })], pickup_fee: 30 },
        BOOKING_MESSAGES.enterAddress,
      ],
      [{ bookings: [stringLine(customer.id, { racket_name: '' })], pickup_fee: 0 }, BOOKING_MESSAGES.enterRacketName],
      [
        { bookings: [stringLine(customer.id, { booking_date: addMonths(shopDate(), -1) })], pickup_fee: 0 },
        BOOKING_MESSAGES.bookingDateInPast,
      ],
      [{ bookings: [stringLine(customer.id, { cart_id: 'ORDER-1' })], pickup_fee: 0 }, PAYMENT_MESSAGES.invalidCartId],
      [{ bookings: [stringLine(customer.id)], pickup_fee: -5 }, 'pickup_fee must be an amount in AED.'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      headers: { ...staff, 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await bookingFootprint(t)).toEqual(before);
  });

  it('needs a session (401) and lets every role create (no role is excluded)', async () => {
    const customer = await buildCustomer(t.ctx);
    const before = await bookingFootprint(t);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      payload: { bookings: [stringLine(customer.id)], pickup_fee: 0 },
    });
    expect(anonymous.statusCode).toBe(401);
    const badToken = await create(
      { bookings: [stringLine(customer.id)], pickup_fee: 0 },
      { authorization: 'Bearer nope' },
    );
    expect(badToken.statusCode).toBe(401);
    expect(await bookingFootprint(t)).toEqual(before);
    const byRole = await headersByRole(t.ctx);
    for (const role of ROLES) {
      const res = await create(
        { bookings: [stringLine(customer.id, { cart_id: freshCartId() })], pickup_fee: 0 },
        byRole[role],
      );
      expect(res.statusCode, role).toBe(201);
    }
  });
});
