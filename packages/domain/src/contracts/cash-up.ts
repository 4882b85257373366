import { z } from 'zod';
import { STORES } from '../pickup';
import { isCalendarDay } from '../shop-days';
import { REPORT_MESSAGES } from './reports';

/**
 * The end-of-day cash-up (docs/decisions/revenue.md): one Dubai day, one store or all. Every money figure is a sum of
 * that day's tax invoices and credit notes, which the answer lists.
 */
export const CASH_UP_MESSAGES = {
  dateInvalid: 'date must be a calendar day written YYYY-MM-DD.',
  cashUpFailed: 'Failed to load the cash-up.',
} as const;

/** GET /api/reports/cash-up (and .pdf, .csv): `date` a Dubai day, `store` one store or none for all. */
export const cashUpQuerySchema = z.object({
  date: z.string({ error: CASH_UP_MESSAGES.dateInvalid }).refine(isCalendarDay, CASH_UP_MESSAGES.dateInvalid),
  store: z.enum(STORES, { error: REPORT_MESSAGES.storeInvalid }).optional(),
});
export type CashUpQuery = z.infer<typeof cashUpQuerySchema>;

/** How many documents and their amount in AED (two decimals at most, exact from integer fils). */
const countedSchema = z.object({ count: z.number().int(), amount: z.number() });
export type CashUpCounted = z.infer<typeof countedSchema>;

export const CASH_UP_PAYMENT_METHODS = ['online', 'in-store', 'free'] as const;
export type CashUpPaymentMethod = (typeof CASH_UP_PAYMENT_METHODS)[number];
/** Where a refund goes: back to the card through the provider, or handed over at the counter. */
export const CASH_UP_REFUND_METHODS = ['card', 'in-store'] as const;
export type CashUpRefundMethod = (typeof CASH_UP_REFUND_METHODS)[number];

const cashUpInvoiceSchema = z.object({
  invoice_number: z.string(),
  /** ISO instant of the payment (the invoice's date). */
  at: z.string(),
  customer_name: z.string(),
  payment_method: z.enum(CASH_UP_PAYMENT_METHODS),
  /** Card transaction (cart id) or the in-store receipt number. */
  transaction_id: z.string(),
  store: z.enum(STORES).nullable(),
  amount: z.number(),
  /** Free stringings given on this invoice and their value (AED). */
  free_services: z.number().int(),
});

const cashUpCreditNoteSchema = z.object({
  credit_note_number: z.string(),
  invoice_number: z.string(),
  at: z.string(),
  customer_name: z.string(),
  refund_method: z.enum(CASH_UP_REFUND_METHODS),
  /** The refund's state when read: pending, refunded, failed (to retry or hand over) or due-in-store. */
  refund_status: z.string(),
  store: z.enum(STORES).nullable(),
  amount: z.number(),
});

export const cashUpSchema = z.object({
  date: z.string(),
  store: z.enum(STORES).nullable(),
  time_zone: z.string(),
  payments: z.object({
    online: countedSchema,
    in_store: countedSchema,
    /** 0 AED invoices of free checkouts. */
    free: countedSchema,
    total: countedSchema,
  }),
  refunds: z.object({ card: countedSchema, in_store: countedSchema, total: countedSchema }),
  /** Held card payments given up (voided): no money moved; not in the takings. */
  voids: countedSchema,
  /** Free stringings on the day's invoices: how many, and their value taken off (not revenue). */
  free_services: countedSchema,
  /** Payments less refunds: the day's revenue (docs/decisions/revenue.md). */
  net_takings: z.number(),
  /** Net takings by method: what the card provider and the till should show. */
  net_by_method: z.object({ card: z.number(), in_store: z.number() }),
  jobs: z.object({ received: z.number().int(), ready: z.number().int(), collected: z.number().int() }),
  invoices: z.array(cashUpInvoiceSchema),
  credit_notes: z.array(cashUpCreditNoteSchema),
});
export type CashUp = z.infer<typeof cashUpSchema>;
export type CashUpInvoice = z.infer<typeof cashUpInvoiceSchema>;
export type CashUpCreditNote = z.infer<typeof cashUpCreditNoteSchema>;

/** The cash-up's file names: cash-up-2026-03-01[-marina-store].pdf / .csv */
export function cashUpFileName(query: CashUpQuery, extension: 'pdf' | 'csv'): string {
  const store = query.store ? `-${query.store.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : '';
  return `cash-up-${query.date}${store}.${extension}`;
}

/** The cash-up CSV's columns: a row per invoice and credit note (negative), then a "Total" row per figure. */
export const CASH_UP_CSV_COLUMNS = [
  'Type',
  'Number',
  'Invoice',
  'Time (Dubai)',
  'Customer',
  'Store',
  'Method',
  'Refund status',
  'Amount AED',
  'Count',
] as const;
