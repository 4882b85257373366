import { describe, expect, it } from 'vitest';
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
