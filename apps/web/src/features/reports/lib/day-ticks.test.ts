import { describe, expect, it } from 'vitest';
import { eachDay } from '@shop/domain/shop-days';
import { labelledDays } from './day-ticks';

describe('labelledDays', () => {
  it('labels every day of a week, the Mondays of a month on a phone, the months of a year', () => {
    const week = eachDay('2026-10-05', '2026-10-11');
    expect([...labelledDays(week, 7)]).toEqual(week);
    // October 2026 on a phone (6 labels): its Mondays 5, 12, 19 and 26.
    expect([...labelledDays(eachDay('2026-10-01', '2026-10-31'), 6)]).toEqual([
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
    ]);
    // A year on a phone: every other month's first day.
    expect([...labelledDays(eachDay('2026-01-01', '2026-12-31'), 6)]).toEqual([
      '2026-01-01',
      '2026-03-01',
      '2026-05-01',
      '2026-07-01',
      '2026-09-01',
      '2026-11-01',
    ]);
  });
});
