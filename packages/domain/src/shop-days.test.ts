import { describe, expect, it } from 'vitest';
import { reportQuerySchema, REPORT_MESSAGES } from './contracts/reports';
import {
  addDays,
  daysInRange,
  eachDay,
  isCalendarDay,
  periodRange,
  shopDayRangeUtc,
  shopDayStart,
  shopDate,
} from './shop-days';

describe('Dubai days as UTC bounds', () => {
  it('puts 23:30 Dubai time on the 31st inside the 31st, and 00:00 on the 1st in the next month', () => {
    const { start, end } = shopDayRangeUtc('2026-01-01', '2026-01-31');
    expect(start.toISOString()).toBe('2025-12-31T20:00:00.000Z');
    expect(end.toISOString()).toBe('2026-01-31T20:00:00.000Z');
    const at = (iso: string) => new Date(iso) >= start && new Date(iso) < end;
    expect(at('2026-01-31T19:30:00Z')).toBe(true);
    expect(at('2026-01-31T20:00:00Z')).toBe(false);
    expect(at('2025-12-31T20:00:00Z')).toBe(true);
  });

  it('counts, lists and moves days across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366);
    expect(eachDay('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(isCalendarDay('2026-02-29')).toBe(false);
  });

  it('names periods from a Dubai today: weeks start on Monday', () => {
    expect(periodRange('today', '2026-01-15')).toEqual({ from: '2026-01-15', to: '2026-01-15' });
    expect(periodRange('this-week', '2026-01-15')).toEqual({ from: '2026-01-12', to: '2026-01-15' });
    expect(periodRange('this-week', '2026-01-12')).toEqual({ from: '2026-01-12', to: '2026-01-12' });
    expect(periodRange('this-month', '2026-01-15')).toEqual({ from: '2026-01-01', to: '2026-01-15' });
    expect(periodRange('last-month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodRange('last-month', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it("turns the shop's day, month and year at 20:00 UTC, not a millisecond before", () => {
    const before = new Date('2026-12-31T19:59:59.999Z');
    const at = new Date('2026-12-31T20:00:00.000Z');
    expect(shopDate(before)).toBe('2026-12-31');
    expect(shopDate(at)).toBe('2027-01-01');
    expect(periodRange('this-month', shopDate(before))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodRange('this-month', shopDate(at))).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(periodRange('last-month', shopDate(at))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(shopDayStart(shopDate(at)).getTime()).toBe(at.getTime());
  });

  it('accepts at most 366 days, from on or before to', () => {
    expect(reportQuerySchema.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    const long = reportQuerySchema.safeParse({ from: '2024-01-01', to: '2025-01-01' });
    expect(long.error?.issues.map((i) => i.message)).toEqual([REPORT_MESSAGES.rangeTooLong]);
  });
});
