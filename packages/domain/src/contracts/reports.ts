import { z } from 'zod';
import { STORES } from '../pickup';
import { daysInRange, isCalendarDay } from '../shop-days';

/** The longest range one report covers, in days (a leap year). */
export const REPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  fromInvalid: 'from must be a calendar day written YYYY-MM-DD.',
  toInvalid: 'to must be a calendar day written YYYY-MM-DD.',
  rangeReversed: 'from must be on or before to.',
  rangeTooLong: `A report covers at most ${REPORT_MAX_DAYS} days.`,
  storeInvalid: `store must be one of: ${STORES.join(', ')}.`,
  reportFailed: 'Failed to load the report.',
} as const;

const day = (message: string) => z.string({ error: message }).refine(isCalendarDay, message);

/** GET /api/reports/summary and /api/reports/jobs.csv: Dubai days `from` to `to` (both included), one store or all. */
export const reportQuerySchema = z
  .object({
    from: day(REPORT_MESSAGES.fromInvalid),
    to: day(REPORT_MESSAGES.toInvalid),
    store: z.enum(STORES, { error: REPORT_MESSAGES.storeInvalid }).optional(),
  })
  .superRefine((q, ctx) => {
    if (!isCalendarDay(q.from) || !isCalendarDay(q.to)) return;
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.rangeReversed });
    else if (daysInRange(q.from, q.to) > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.rangeTooLong });
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** AED with two decimals, as the other calls carry money (a JSON number, exact from integer fils). */
const aedAmount = z.number();

const turnaroundSchema = z.object({
  /** 'all', a service type (Regular, Express) or a store. */
  group: z.enum(['all', 'service_type', 'store']),
  key: z.string(),
  jobs: z.number().int(),
  /** Hours from received to ready, one decimal; null when no job of the group reached ready. */
  median_hours: z.number().nullable(),
  p90_hours: z.number().nullable(),
});

const topStringSchema = z.object({
  string_id: z.number().int(),
  name: z.string(),
  jobs: z.number().int(),
  metres: z.number(),
});

export const reportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  store: z.enum(STORES).nullable(),
  time_zone: z.string(),
  revenue: z.object({
    online: aedAmount,
    in_store: aedAmount,
    fees: aedAmount,
    total: aedAmount,
    online_payments: z.number().int(),
    in_store_payments: z.number().int(),
  }),
  free_stringings: z.object({ count: z.number().int(), value: aedAmount }),
  jobs: z.object({
    total: z.number().int(),
    stringing: z.number().int(),
    grip: z.number().int(),
    express: z.number().int(),
    /** Percent of the period's jobs that were express, one decimal. */
    express_share: z.number(),
    by_day: z.array(
      z.object({ date: z.string(), stringing: z.number().int(), grip: z.number().int(), express: z.number().int() }),
    ),
  }),
  turnaround: z.array(turnaroundSchema),
  top_strings: z.object({ by_jobs: z.array(topStringSchema), by_metres: z.array(topStringSchema) }),
  tickets: z.object({
    opened: z.number().int(),
    resolved: z.number().int(),
    /** Hours from opening to the first response (tickets opened in the period), one decimal. */
    median_first_response_hours: z.number().nullable(),
  }),
  liability: z.object({
    /** The Dubai day the liability is counted on (today): it does not depend on the period. */
    as_of: z.string(),
    unused: z.number().int(),
    value: aedAmount,
    expiring_30_days: z.number().int(),
    expiring_30_days_value: aedAmount,
  }),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;
export type ReportTurnaround = z.infer<typeof turnaroundSchema>;
export type ReportTopString = z.infer<typeof topStringSchema>;

/** The jobs CSV's columns, in order (one row per job received in the period, canceled ones included). */
export const JOBS_CSV_COLUMNS = [
  'Job',
  'Received (Dubai)',
  'Store',
  'Service',
  'Type',
  'Item',
  'Customer',
  'Stage',
  'Ready (Dubai)',
  'Turnaround hours',
  'Price AED',
  'Free stringing',
  'Booking status',
  'Refunded AED',
  'Refund status',
] as const;
