import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shopDate } from './shop-days';
import { formatShopDate, formatShopDateTime, formatShopTime } from './time';

describe('dates as the shop reads them (Asia/Dubai, dd/mm/yyyy)', () => {
  it('shows a calendar date day first', () => {
    expect(formatShopDate('2026-03-04')).toBe('04/03/2026');
    expect(formatShopDate('2026-12-31')).toBe('31/12/2026');
  });

  it('shows an instant as the day and time in Dubai, not in UTC', () => {
    // 21:30 UTC on 4 March is already 5 March, 01:30 in Dubai.
    expect(formatShopDate('2026-03-04T21:30:00Z')).toBe('05/03/2026');
    expect(formatShopDateTime('2026-03-04T21:30:00Z')).toBe('05/03/2026, 01:30');
    expect(formatShopDateTime(new Date('2026-11-20T08:00:00Z'))).toBe('20/11/2026, 12:00');
    expect(formatShopTime('2026-03-04T21:30:00Z')).toBe('01:30');
    expect(shopDate(new Date('2026-03-04T21:30:00Z'))).toBe('2026-03-05');
  });
});

describe('English dates are written without Intl, exactly as Intl writes them', () => {
  const intl = (withTime: boolean) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Dubai',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    });
  const [date, dateTime] = [intl(false), intl(true)];

  it('for any instant from 1920 to 9999, and around Dubai midnight', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1920-01-01T00:00:00Z'), max: new Date('9999-12-30T00:00:00Z'), noInvalidDate: true }),
        (at) => {
          expect(formatShopDate(at)).toBe(date.format(at));
          expect(formatShopDateTime(at)).toBe(dateTime.format(at));
        },
      ),
      { numRuns: 2000 },
    );
    for (const at of [
      '2026-11-20T19:59:59.999Z',
      '2026-11-20T20:00:00Z',
      '2028-02-28T20:00:00Z',
      '1999-12-31T20:00:00Z',
    ])
      expect(formatShopDateTime(at)).toBe(dateTime.format(new Date(at)));
  });

  it('and leaves dates outside those years, and invalid ones, to Intl', () => {
    const early = new Date('1900-06-01T12:00:00Z');
    expect(formatShopDate(early)).toBe(date.format(early));
    expect(() => formatShopDate('not a date')).toThrow(RangeError);
  });
});
