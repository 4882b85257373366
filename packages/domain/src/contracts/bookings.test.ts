import { describe, expect, it } from 'vitest';
import { addMonths, shopDate } from '../shop-days';
import { BOOKING_MESSAGES, createPaymentRequestSchema } from './bookings';
import { completeInstoreRequestSchema } from './complete-instore';

const today = shopDate();
const line = {
  bigcommerce_customer_id: 7,
  service_kind: 'string',
  string_id: 1,
  grip_id: null,
  booking_date: today,
  pickup_option: 'in-store',
  delivery_address: null,
  racket_name: 'Pure Aero',
  total_cost: 150,
  cart_id: 'TXN1790000000000123',
  freeService: false,
  instore_location: 'Marina Store',
  rp_id: null,
  claim_id: null,
};

function messages(body: unknown): string[] {
  const result = createPaymentRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('booking submission', () => {
  it('accepts a complete in-store line', () => {
    expect(messages({ bookings: [line], pickup_fee: 0 })).toEqual([]);
  });

  it('uses the documented messages for missing parts', () => {
    expect(messages({ bookings: [], pickup_fee: 0 })).toContain(BOOKING_MESSAGES.noBookingsToProcess);
    expect(messages({ bookings: [{ ...line, instore_location: null }], pickup_fee: 0 })).toContain(
      BOOKING_MESSAGES.selectStore,
    );
    expect(messages({ bookings: [{ ...line, pickup_option: 'pickup' }], pickup_fee: 30 })).toContain(
      BOOKING_MESSAGES.enterAddress,
    );
    expect(messages({ bookings: [{ ...line, racket_name: ' ' }], pickup_fee: 0 })).toContain(
      BOOKING_MESSAGES.enterRacketName,
    );
    expect(messages({ bookings: [{ ...line, string_id: null }], pickup_fee: 0 })).toContain(
      BOOKING_MESSAGES.selectStringForAll,
    );
    expect(messages({ bookings: [{ ...line, service_kind: 'grip', string_id: null }], pickup_fee: 0 })).toContain(
      BOOKING_MESSAGES.selectGripForAll,
    );
  });

  it('refuses a date before today in the shop time zone, and mixed checkouts', () => {
    const yesterday = addMonths(today, -1);
    expect(messages({ bookings: [{ ...line, booking_date: yesterday }], pickup_fee: 0 })).toContain(
      BOOKING_MESSAGES.bookingDateInPast,
    );
    expect(
      messages({ bookings: [line, { ...line, pickup_option: 'pickup', delivery_address: 'a, b' }], pickup_fee: 0 }),
    ).toContain(BOOKING_MESSAGES.mixedPickupOptions);
    expect(messages({ bookings: [line, { ...line, bigcommerce_customer_id: 8 }], pickup_fee: 0 })).toContain(
      BOOKING_MESSAGES.mixedCustomers,
    );
  });

  it('needs the racket of the purchase for a free stringing, and never frees a grip', () => {
    expect(messages({ bookings: [{ ...line, freeService: true }], pickup_fee: 0 })).toContain(
      BOOKING_MESSAGES.freeNeedsRacket,
    );
    expect(
      messages({
        bookings: [{ ...line, service_kind: 'grip', grip_id: 2, freeService: true, rp_id: 3 }],
        pickup_fee: 0,
      }),
    ).toContain(BOOKING_MESSAGES.freeOnlyForStrings);
  });
});

describe('in-store completion', () => {
  it('requires a receipt number and a positive amount', () => {
    const check = (body: unknown) => {
      const r = completeInstoreRequestSchema.safeParse(body);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(check({ receipt_number: 'R-1', amount: 150 })).toEqual([]);
    expect(check({ receipt_number: 'R-1', amount: '99.50' })).toEqual([]);
    expect(check({ receipt_number: ' ', amount: 150 })).toEqual([BOOKING_MESSAGES.receiptNumberRequired]);
    for (const amount of [0, -5, 'abc', null, 1.005]) {
      expect(check({ receipt_number: 'R-1', amount })).toEqual([BOOKING_MESSAGES.positiveAmount]);
    }
  });
});
