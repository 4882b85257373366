import type { ServiceType } from '../catalogue';
import { shopDayBounds, shopDayStart, DAY_MS } from '../shop-days';

/**
 * When a job is due, in Asia/Dubai time. Dubai keeps UTC+4 all year (no daylight saving), so a
 * wall-clock time there is a fixed offset from UTC.
 *
 * The job's clock starts when the racket is in the shop: the later of the moment it was booked and
 * the opening of its booking date; outside opening hours it starts at the next opening.
 * - Express: ready the same day by closing.
 * - Regular: within `regularHours` (48 by default); a due time that falls outside opening hours is
 *   brought forward to the closing before it, so it is never later than promised.
 */
export interface ShopHours {
  /** "HH:MM", Dubai time. */
  opens: string;
  /** "HH:MM", Dubai time; later than opens. */
  closes: string;
  /** Hours a regular job may take. */
  regularHours: number;
}

export const DEFAULT_SHOP_HOURS: ShopHours = { opens: '09:00', closes: '21:00', regularHours: 48 };

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function parseHhMm(value: string): number | null {
  const match = HH_MM.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Checks shop hours from configuration; null when fine, else what is wrong. */
export function shopHoursProblem(hours: ShopHours): string | null {
  const opens = parseHhMm(hours.opens);
  const closes = parseHhMm(hours.closes);
  if (opens === null || closes === null) return 'Opening hours must be written as HH:MM, for example 09:00.';
  if (closes <= opens) return 'The shop must close after it opens on the same day.';
  if (!Number.isInteger(hours.regularHours) || hours.regularHours < 1 || hours.regularHours > 24 * 14)
    return 'The regular turnaround must be a whole number of hours between 1 and 336.';
  return null;
}

/** Midnight (Dubai) of the Dubai day containing `at`, as a UTC instant in ms. */
const dubaiMidnight = (atMs: number): number => shopDayBounds(new Date(atMs)).start.getTime();

/** Midnight (Dubai) of an ISO date "YYYY-MM-DD". */
const dubaiMidnightOfDate = (isoDate: string): number => shopDayStart(isoDate).getTime();

export function jobDueAt(input: {
  /** When the booking was made. */
  bookedAt: Date;
  /** The booking date the customer chose (YYYY-MM-DD, Dubai). */
  bookingDate: string;
  serviceType: ServiceType;
  hours?: ShopHours;
}): Date {
  const hours = input.hours ?? DEFAULT_SHOP_HOURS;
  const opensMin = parseHhMm(hours.opens) ?? 9 * 60;
  const closesMin = parseHhMm(hours.closes) ?? 21 * 60;
  const opensOf = (midnight: number) => midnight + opensMin * 60_000;
  const closesOf = (midnight: number) => midnight + closesMin * 60_000;

  let start = Math.max(input.bookedAt.getTime(), opensOf(dubaiMidnightOfDate(input.bookingDate)));
  const startDay = dubaiMidnight(start);
  if (start < opensOf(startDay)) start = opensOf(startDay);
  else if (start >= closesOf(startDay)) start = opensOf(startDay + DAY_MS);

  if (input.serviceType === 'Express') return new Date(closesOf(dubaiMidnight(start)));

  const due = start + hours.regularHours * 60 * 60 * 1000;
  const dueDay = dubaiMidnight(due);
  if (due > closesOf(dueDay)) return new Date(closesOf(dueDay));
  if (due < opensOf(dueDay)) return new Date(closesOf(dueDay - DAY_MS));
  return new Date(due);
}

/** Overdue: not ready yet and past its due time. */
export function isOverdue(dueAt: Date | string, now: Date = new Date()): boolean {
  return new Date(dueAt).getTime() < now.getTime();
}
