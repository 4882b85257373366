import { z } from 'zod';
import { isCalendarDay, ISO_DATE } from '../shop-days';

/**
 * How money moved that day (docs/decisions/revenue.md): the day's tax invoices paid through the provider's card page
 * or at the counter, and its credit notes, refunded to the card or handed over at the counter (negative amounts;
 * counted apart from the payments).
 */
export const TAKINGS_METHODS = ['online', 'in-store', 'card-refunds', 'counter-refunds'] as const;
export type TakingsMethod = (typeof TAKINGS_METHODS)[number];
export const TAKINGS_METHOD_LABELS: Record<TakingsMethod, string> = {
  online: 'Online card',
  'in-store': 'In store',
  'card-refunds': 'Refunds to card',
  'counter-refunds': 'Refunds at the counter',
};

/** The methods that are refunds (their amounts negative). */
export const isRefundMethod = (method: TakingsMethod) => method === 'card-refunds' || method === 'counter-refunds';

export const DASHBOARD_MESSAGES = {
  dateInvalid: 'date must be a calendar day written YYYY-MM-DD, or left out for today.',
  takingsFailed: "Failed to fetch today's takings.",
  noTakings: 'No payments taken yet today.',
} as const;

/** GET /api/dashboard/today?date=YYYY-MM-DD (a day in Asia/Dubai; today when left out). */
export const todayQuerySchema = z.object({
  date: z
    .string({ error: DASHBOARD_MESSAGES.dateInvalid })
    .regex(ISO_DATE, DASHBOARD_MESSAGES.dateInvalid)
    .refine(isCalendarDay, DASHBOARD_MESSAGES.dateInvalid)
    .optional(),
});
export type TodayQuery = z.input<typeof todayQuerySchema>;

/** One payment method's settled payments of the day: how many and how much (AED, exact from fils). */
export const takingsLineSchema = z.object({
  method: z.enum(TAKINGS_METHODS),
  label: z.string(),
  count: z.number().int(),
  amount: z.number(),
});
export type TakingsLine = z.infer<typeof takingsLineSchema>;

export const todayResponseSchema = z.object({
  date: z.string(),
  time_zone: z.string(),
  takings: z.object({
    total: z.number(),
    count: z.number().int(),
    methods: z.array(takingsLineSchema),
  }),
});
export type TodayResponse = z.infer<typeof todayResponseSchema>;
