import { describe, expect, it } from 'vitest';
import { TURNAROUND_MESSAGES } from '@shop/domain/pricing';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { bookingFootprint, freshCartId, gripLine, stringLine } from '../helpers/bookings-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const post = (url: string, bookings: unknown[]) =>
  t.app.inject({ method: 'POST', url, headers: staff, payload: { bookings, pickup_fee: 0, recaptchaToken: '' } });

describe(`one racket, one turnaround (${engine})`, () => {
  it('refuses an express string and a regular grip on the same racket, online and in store, storing nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    for (const url of ['/api/payments/create', '/api/store-payment/confirm-instore-payment']) {
      const cart = freshCartId();
      const lines = [
        stringLine(customer.id, { cart_id: cart, string_id: 102, total_cost: 175, racket_name: 'Wilson Blade 98' }),
        gripLine(customer.id, { cart_id: cart, grip_id: 1, total_cost: 70, racket_name: 'wilson blade 98' }),
      ];
      const before = await bookingFootprint(t);
      const res = await post(url, lines);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(TURNAROUND_MESSAGES.mixed('wilson blade 98'));
      expect(res.json().fields).toEqual({ 'bookings.1.service_type': TURNAROUND_MESSAGES.mixed('wilson blade 98') });
      expect(await bookingFootprint(t)).toEqual(before);
    }
  });

  it('accepts the racket with both lines express, and two rackets with different turnarounds', async () => {
    const customer = await buildCustomer(t.ctx);
    const cart = freshCartId();
    const sameRacket = await post('/api/store-payment/confirm-instore-payment', [
      stringLine(customer.id, { cart_id: cart, string_id: 102, total_cost: 175, racket_name: 'Wilson Blade 98' }),
      gripLine(customer.id, { cart_id: cart, grip_id: 101, total_cost: 85, racket_name: 'Wilson Blade 98' }),
    ]);
    expect(sameRacket.statusCode, sameRacket.body).toBe(201);
    const other = freshCartId();
    const twoRackets = await post('/api/store-payment/confirm-instore-payment', [
      stringLine(customer.id, { cart_id: other, string_id: 102, total_cost: 175, racket_name: 'Wilson Blade 98' }),
      gripLine(customer.id, { cart_id: other, grip_id: 1, total_cost: 70, racket_name: 'Head Speed MP' }),
    ]);
    expect(twoRackets.statusCode, twoRackets.body).toBe(201);
  });
});
