/**
 * The shop's calendar, the one place it is written: Asia/Dubai days, their bounds as UTC instants, and "a real
 * calendar day". Domain, server and web all import it (docs/decisions/reports.md). Dubai keeps UTC+4 all year
 * (no daylight saving), so a day runs from 20:00 UTC the day before to 20:00 UTC; a payment at 23:30 Dubai time on
 * the 31st is 19:30 UTC on the 31st. Showing a date to a person is time.ts (formatShopDate).
 */

/** The shop's time zone: dates shown to staff and "today" for booking dates use it. */
export const SHOP_TIME_ZONE = 'Asia/Dubai';

/** Dubai has kept UTC+4, without summer time, since 1920: between then and the year 10,000 no Intl call is needed. */
export const SHOP_UTC_OFFSET_MS = 4 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
const FIXED_OFFSET_FROM = Date.UTC(1920, 0, 1);
const FIXED_OFFSET_TO = Date.UTC(10_000, 0, 1);

/**
 * Built once, when first needed: creating an Intl.DateTimeFormat with a time zone costs far more than formatting with
 * it (about 12 ms in a browser: built on import, it delayed every screen that imports this module, and only dates
 * outside 1920–9999 use it).
 */
let shopDay: Intl.DateTimeFormat | null = null;
const shopDayFormat = () =>
  (shopDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/**
 * The instant's wall clock in Dubai as an ISO text (`YYYY-MM-DDTHH:mm:ss.sssZ`, the Z meaning nothing), computed from
 * the fixed offset without Intl: null outside 1920–9999 (and for an invalid date), where the caller asks Intl. Intl
 * costs a report request about 15 µs a date, and a browser tens of milliseconds for its first format
 * (docs/decisions/request-path.md).
 */
export function shopWallClock(at: Date): string | null {
  const local = at.getTime() + SHOP_UTC_OFFSET_MS;
  return local >= FIXED_OFFSET_FROM && local < FIXED_OFFSET_TO ? new Date(local).toISOString() : null;
}

/** YYYY-MM-DD of the given instant in the shop's time zone. */
export function shopDate(at: Date = new Date()): string {
  const wallClock = shopWallClock(at);
  if (wallClock) return wallClock.slice(0, 10);
  const parts = shopDayFormat().formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a Dubai day (YYYY-MM-DD) starts: 20:00 UTC the day before. */
export function shopDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - SHOP_UTC_OFFSET_MS);
}

/** The instant a Dubai day (YYYY-MM-DD) ends: the next day's start (`at < shopDayEnd(day)` is on or before it). */
export function shopDayEnd(day: string): Date {
  return shopDayStart(addDays(day, 1));
}

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
  return { start: shopDayStart(from), end: shopDayEnd(to) };
}

/** A calendar day plus `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Adds calendar months to a YYYY-MM-DD date, clamping to the month's last day (Jan 31 + 1 = Feb 28/29). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const targetMonthIndex = m - 1 + months;
  const year = y + Math.floor(targetMonthIndex / 12);
  const month = ((targetMonthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
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
