import { addDays } from '../shop-days';

/** Days between restrings when nobody changed the racket's interval (customer_rackets.reminder_interval_days). */
export const DEFAULT_REMINDER_INTERVAL_DAYS = 90;
export const MIN_REMINDER_INTERVAL_DAYS = 7;
export const MAX_REMINDER_INTERVAL_DAYS = 730;
/** The due list's default and largest look-ahead, in days. */
export const DEFAULT_DUE_WITHIN_DAYS = 14;
export const MAX_DUE_WITHIN_DAYS = 90;

/**
 * A racket is due for restringing on the (Dubai) day of its last stringing plus its interval
 * (docs/product/reminders.md).
 */
export function restringDueDate(lastStrungOn: string, intervalDays: number): string {
  return addDays(lastStrungOn, intervalDays);
}

/** Due now (today or earlier) or within `withinDays` of today. */
export function isDueWithin(dueDate: string, today: string, withinDays: number): boolean {
  return dueDate <= addDays(today, withinDays);
}

/**
 * The stringer's rule of thumb: restring as many times a year as you play a week. Someone playing
 * `timesPerWeek` times a week restrings that many times a year, every 365 / timesPerWeek days
 * (kept within the interval's bounds).
 */
export function ruleOfThumbDays(timesPerWeek: number): number {
  if (!(timesPerWeek > 0)) return MAX_REMINDER_INTERVAL_DAYS;
  const days = Math.round(365 / timesPerWeek);
  return Math.min(MAX_REMINDER_INTERVAL_DAYS, Math.max(MIN_REMINDER_INTERVAL_DAYS, days));
}

/** The rule of thumb in words, as shown beside the interval. */
export const RULE_OF_THUMB_TEXT =
  'Rule of thumb: restring as many times a year as you play a week (twice a week: every 183 days; four times: every 91 days).';
