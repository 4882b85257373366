import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addFils,
  aed,
  fils,
  formatAed,
  groupThousands,
  maxFils,
  parseDecimalToFils,
  subFils,
  sumFils,
  timesFils,
  toAed,
  vatIncluded,
  vatOf,
  type Fils,
} from './money';

describe('the Fils brand (checked by tsc: npm run typecheck)', () => {
  it('refuses a plain number, an AED amount or a sum where fils are expected', () => {
    const price = aed(150);
    const accepts = (value: Fils) => value;
    // @ts-expect-error a plain number is not fils
    accepts(15_000);
    // @ts-expect-error an AED amount is a plain number too
    accepts(toAed(price));
    // @ts-expect-error adding two fils with + gives a plain number: use addFils
    accepts(price + price);
    // @ts-expect-error a fils property cannot be given a number
    const line: { priceFils: Fils } = { priceFils: 100 };
    expect([accepts(price), accepts(addFils(price, price)), line.priceFils]).toEqual([15_000, 30_000, 100]);
  });
});

describe('constructors', () => {
  it('aed converts AED to whole fils', () => {
    expect(aed(1234.5)).toBe(123_450);
    expect(aed(0.1 + 0.2)).toBe(30);
    expect(toAed(aed(19.99))).toBe(19.99);
  });

  it('fils takes integers read from the database or JSON and refuses anything else', () => {
    expect(fils(7_500)).toBe(7_500);
    expect(() => fils(75.5)).toThrow(RangeError);
    expect(() => fils(Number.NaN)).toThrow(RangeError);
    expect(() => fils(2 ** 53)).toThrow(RangeError);
  });

  it('parses decimal strings exactly, half-up on the third decimal', () => {
    expect(parseDecimalToFils('1234.5000')).toBe(123_450);
    expect(parseDecimalToFils('0.125')).toBe(13);
    expect(parseDecimalToFils('-47.62')).toBe(-4_762);
    expect(() => parseDecimalToFils('12,50')).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it('adds, subtracts, sums, multiplies and compares amounts', () => {
    expect(addFils(fils(100), fils(250))).toBe(350);
    expect(subFils(fils(100), fils(250))).toBe(-150);
    expect(sumFils([fils(1), fils(2), fils(3)])).toBe(6);
    expect(sumFils([])).toBe(0);
    expect(timesFils(fils(112_490), 2)).toBe(224_980);
    expect(() => timesFils(fils(100), 1.5)).toThrow(RangeError);
    expect(maxFils(fils(-5), fils(0))).toBe(0);
  });

  it('computes VAT on a net amount and inside an inclusive one, half away from zero', () => {
    expect(vatOf(fils(10_000), 5)).toBe(500);
    expect(vatOf(fils(10), 5)).toBe(1);
    expect(vatOf(fils(-10), 5)).toBe(-1);
    expect(vatIncluded(fils(10_500), 5)).toBe(500);
    expect(vatIncluded(fils(29_000), 5)).toBe(1_381);
  });
});

describe('formatAed, the one AED format', () => {
  it('shows two decimals, thousands separators and the currency after the number', () => {
    expect(formatAed(aed(1234.5))).toBe('1,234.50 AED');
    expect(formatAed(fils(0))).toBe('0.00 AED');
    expect(formatAed(fils(5))).toBe('0.05 AED');
    expect(formatAed(fils(-4_762))).toBe('-47.62 AED');
    expect(formatAed(fils(123_456_789_01))).toBe('123,456,789.01 AED');
  });

  it('leaves the currency out where a heading already says AED', () => {
    expect(formatAed(aed(1302.38), { unit: false })).toBe('1,302.38');
  });
});

describe('groupThousands, whole numbers grouped without Intl', () => {
  it('writes every safe integer as Intl does in English (en-US, en-AE)', () => {
    const us = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const ae = new Intl.NumberFormat('en-AE');
    const check = (value: number) => {
      expect(groupThousands(value)).toBe(us.format(value));
      expect(groupThousands(value)).toBe(ae.format(value));
    };
    fc.assert(fc.property(fc.maxSafeInteger(), check), { numRuns: 2000 });
    fc.assert(fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), check), { numRuns: 2000 });
    for (const value of [0, 999, 1_000, 999_999, 1_000_000, -1_000, Number.MAX_SAFE_INTEGER]) check(value);
  });

  it('refuses what is not a whole number', () => {
    expect(() => groupThousands(1.5)).toThrow(RangeError);
    expect(() => groupThousands(Number.NaN)).toThrow(RangeError);
  });
});
