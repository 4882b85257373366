import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking-status';
import { STORES } from '../pickup';
import { daysInRange, isCalendarDay } from '../shop-days';
import { REPORT_MAX_DAYS, REPORT_MESSAGES } from './reports';

/**
 * The bookings list's days and store (docs/decisions/revenue.md, "The bookings list"): bookings made (created_at) on
 * Dubai days `from` to `to`, both included, whose job is at `store`. The same filters give the list's totals and its CSV.
 */
export const BOOKING_FILTER_MESSAGES = {
  csvNeedsDays: 'Choose the days to export: from and to, at most 366 days.',
} as const;

const day = (message: string) => z.string({ error: message }).refine(isCalendarDay, message).optional();

/** The list's status filter: one status, or '' / 'all' for every booking. */
export const bookingStatusFilterSchema = z
  .union([z.enum(BOOKING_STATUSES), z.literal(''), z.literal('all')], {
    error: 'status must be pending, completed or canceled.',
  })
  .optional()
  .default('');

export const bookingDayFilters = {
  from: day(REPORT_MESSAGES.fromInvalid),
  to: day(REPORT_MESSAGES.toInvalid),
  store: z.enum(STORES, { error: REPORT_MESSAGES.storeInvalid }).optional(),
};

/** from on or before to, at most 366 days apart (when both are given and are days). */
export function checkDayRange(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (!q.from || !q.to || !isCalendarDay(q.from) || !isCalendarDay(q.to)) return;
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.rangeReversed });
  else if (daysInRange(q.from, q.to) > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.rangeTooLong });
}

/** What the filtered list adds up to, in AED: given when the list has both days (left out otherwise). */
export const bookingTotalsSchema = z.object({
  bookings: z.number().int(),
  canceled: z.number().int(),
  /** Price plus pickup fee of the bookings not canceled. */
  amount: z.number(),
  /** What was paid for them (online shares and in-store payments), canceled ones included. */
  paid: z.number(),
  balance_due: z.number(),
});
export type BookingTotals = z.infer<typeof bookingTotalsSchema>;

/** GET /api/bookings.csv: both days required, and the list's search and status if wanted. */
export const bookingsCsvQuerySchema = z
  .object({
    ...bookingDayFilters,
    search: z.string().trim().max(200).optional().default(''),
    status: bookingStatusFilterSchema,
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: BOOKING_FILTER_MESSAGES.csvNeedsDays });
    checkDayRange(q, ctx);
  });
export type BookingsCsvQuery = z.infer<typeof bookingsCsvQuerySchema>;

/** The bookings CSV's columns, newest booking first. */
export const BOOKINGS_CSV_COLUMNS = [
  'Booking',
  'Booked (Dubai)',
  'Customer',
  'Phone',
  'Email',
  'Service',
  'Type',
  'Item',
  'Racket',
  'Store',
  'Status',
  'Payment',
  'Amount AED',
  'Paid AED',
  'Balance due AED',
  'Refunded AED',
] as const;

/** The CSV's file name: bookings-2026-03-01-to-2026-03-31[-marina-store].csv */
export function bookingsCsvFileName(query: Pick<BookingsCsvQuery, 'from' | 'to' | 'store'>): string {
  const store = query.store ? `-${query.store.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : '';
  return `bookings-${query.from}-to-${query.to}${store}.csv`;
}
