import { describe, expect, it } from 'vitest';
import { fils, formatAed, formatAedIn } from '../money';
import { formatShopDate, formatShopDateTime } from '../time';

/** Strips the bidi marks Intl puts around Arabic numbers and currency, to compare the visible text. */
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s/g, ' ');

describe('money and dates in a language (Intl ar-AE / en-AE)', () => {
  it('keeps English exactly as formatAed: "1,234.50 AED", discounts and unitless amounts included', () => {
    for (const value of [fils(123450), fils(-4762), fils(0), fils(5)]) {
      expect(formatAedIn(value, 'en')).toBe(formatAed(value));
      expect(formatAedIn(value, 'en', { unit: false })).toBe(formatAed(value, { unit: false }));
    }
    expect(formatAedIn(fils(123450), 'en')).toBe('1,234.50 AED');
  });

  it('shows Arabic with Latin digits and the dirham sign, or Arabic-Indic digits when the shop chooses them', () => {
    expect(visible(formatAedIn(fils(123450), 'ar'))).toBe('1,234.50 د.إ.');
    expect(visible(formatAedIn(fils(123450), 'ar', { unit: false }))).toBe('1,234.50');
    expect(visible(formatAedIn(fils(123450), 'ar', { digits: 'arab' }))).toBe('١٬٢٣٤٫٥٠ د.إ.');
    expect(visible(formatAedIn(fils(-4762), 'ar'))).toContain('47.62');
  });

  it('formats amounts exactly from the fils, with no float rounding', () => {
    expect(visible(formatAedIn(fils(900719925474099), 'ar', { unit: false }))).toBe('9,007,199,254,740.99');
    expect(visible(formatAedIn(fils(29), 'ar', { unit: false }))).toBe('0.29');
  });

  it('shows dates dd/mm/yyyy in Dubai in both languages', () => {
    expect(formatShopDate('2026-03-07')).toBe('07/03/2026');
    expect(visible(formatShopDate('2026-03-07', 'ar'))).toBe('07/03/2026');
    expect(visible(formatShopDate('2026-03-07', 'ar', 'arab'))).toBe('٠٧/٠٣/٢٠٢٦');
    expect(formatShopDateTime('2026-03-06T21:05:00Z')).toBe('07/03/2026, 01:05');
    expect(visible(formatShopDateTime('2026-03-06T21:05:00Z', 'ar'))).toContain('07/03/2026');
    expect(visible(formatShopDateTime('2026-03-06T21:05:00Z', 'ar'))).toContain('01:05');
  });
});
