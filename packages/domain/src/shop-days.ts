/**
 * Asia/Dubai calendar days as UTC instants: the one way a range of shop days becomes SQL parameters
 * (docs/decisions/reports.md). Dubai keeps UTC+4 all year (no daylight saving), so a day runs from
 * 20:00 UTC the day before to 20:00 UTC; a payment at 23:30 Dubai time on the 31st is 19:30 UTC on the 31st.
 */
import { DAY_MS, ISO_DATE, shopDate, shopDayStart } from './time';

export { shopDayStart };

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The shop day containing `at`: its midnight and the next, as instants (`start <= at < end`). */
export function shopDayBounds(at: Date): { start: Date; end: Date } {
  const start = shopDayStart(shopDate(at));
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The UTC bounds of Dubai days `from` to `to`, both included: `start <= at < end`. */
export function shopDayRangeUtc(from: string, to: string): { start: Date; end: Date } {
  return { start: shopDayStart(from), end: shopDayStart(addDays(to, 1)) };
}

/** A calendar day plus `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included (1 for the same day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}

export const REPORT_PERIODS = ['today', 'this-week', 'this-month', 'last-month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** A named period around `today` (a Dubai day): weeks start on Monday, as the UAE working week does. */
export function periodRange(period: ReportPeriod, today: string): { from: string; to: string } {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'this-week': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      return { from: addDays(today, -weekday), to: today };
    }
    case 'this-month':
      return { from: monthStart, to: today };
    case 'last-month': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}
