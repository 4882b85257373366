import { describe, expect, it } from 'vitest';
import { bookingsSummary } from '../../src/services/bookings/booking-invoice';

const lines = (strings: number, grips: number) => [
  ...Array.from({ length: strings }, () => ({ serviceKind: 'string' as const })),
  ...Array.from({ length: grips }, () => ({ serviceKind: 'grip' as const })),
];

describe("the invoice's summary of a checkout", () => {
  it('gives each count its own plural', () => {
    expect(bookingsSummary(lines(1, 1))).toBe('Racket service: 1 stringing booking and 1 grip booking');
    expect(bookingsSummary(lines(1, 0))).toBe('Racket service: 1 stringing booking');
    expect(bookingsSummary(lines(2, 1))).toBe('Racket service: 2 stringing bookings and 1 grip booking');
    expect(bookingsSummary(lines(0, 3))).toBe('Racket service: 3 grip bookings');
  });
});
