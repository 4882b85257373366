import { sql, type SQL } from 'drizzle-orm';
import type { CashUpRefundMethod } from '@shop/domain/contracts/cash-up';
import type { Store } from '@shop/domain/pickup';
import { FREE_STRINGING_LABEL } from '@shop/domain/pricing';
import { documentSumsOf, type DocumentSums } from '@shop/domain/takings';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { within, type ReportPeriod } from './period';

const storeIs = (period: ReportPeriod, column: SQL) => (period.store ? sql`AND ${column} = ${period.store}` : sql``);
const epochMs = (column: SQL) => sql`floor(extract(epoch FROM ${column}) * 1000)::float8`;

/** A tax invoice of the period, money in integer fils. */
export interface TakingsInvoice {
  invoiceNumber: string;
  at: Date;
  customerName: string;
  paymentMethod: 'online' | 'in-store' | 'free';
  transactionId: string;
  store: Store | null;
  amountFils: number;
  freeServices: number;
  /** The value the free stringings took off (a positive number). */
  freeFils: number;
  /** Its pickup and delivery fee lines. */
  feeFils: number;
}

/** A credit note of the period, money in integer fils. */
export interface TakingsCreditNote {
  creditNoteNumber: string;
  invoiceNumber: string;
  at: Date;
  customerName: string;
  refundMethod: CashUpRefundMethod;
  refundStatus: string;
  store: Store | null;
  amountFils: number;
  /** Its pickup and delivery fee lines. */
  feeFils: number;
}

interface InvoiceRow {
  invoice_number: string;
  ms: number;
  customer_name: string;
  payment_method: TakingsInvoice['paymentMethod'];
  transaction_id: string;
  store: Store | null;
  amount_fils: number;
  free_n: number;
  free_fils: number;
  fee_fils: number;
}

interface CreditNoteRow {
  credit_note_number: string;
  invoice_number: string;
  ms: number;
  customer_name: string;
  refund_status: string;
  store: Store | null;
  amount_fils: number;
  fee_fils: number;
}

/**
 * The period's tax invoices, by their date (the payment's), oldest first: the documents revenue is counted from
 * (docs/decisions/revenue.md). With a store, those whose booking's job is at that store (the booking and its store
 * found by migration 0051's functions, as the per-day totals find them).
 */
export async function invoicesOf(db: DbOrTx, period: ReportPeriod): Promise<TakingsInvoice[]> {
  const rows = rowsOf<InvoiceRow>(
    await db.execute(sql`
      SELECT i.invoice_number, ${epochMs(sql`i.transaction_date`)} AS ms, i.customer_name, i.payment_method,
             i.transaction_id, nullif(s.store, '') AS store, i.amount_fils, f.n AS free_n, f.fils AS free_fils,
             report_fee_fils(i.lines)::int AS fee_fils
        FROM invoices i
        CROSS JOIN LATERAL (SELECT report_booking_store(report_invoice_booking(i.source_key)) AS store) s
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS n, coalesce(-sum((l ->> 'total_fils')::int), 0)::int AS fils
            FROM jsonb_array_elements(i.lines) l WHERE l ->> 'description' = ${FREE_STRINGING_LABEL}) f
       WHERE ${within(sql`i.transaction_date`, period)} ${storeIs(period, sql`s.store`)}
       ORDER BY i.transaction_date, i.id`),
  );
  return rows.map((r) => ({
    invoiceNumber: r.invoice_number,
    at: new Date(Number(r.ms)),
    customerName: r.customer_name,
    paymentMethod: r.payment_method,
    transactionId: r.transaction_id,
    store: r.store,
    amountFils: Number(r.amount_fils),
    freeServices: Number(r.free_n),
    freeFils: Number(r.free_fils),
    feeFils: Number(r.fee_fils),
  }));
}

/**
 * The period's credit notes, by their date (the refund's), oldest first; with a store, those of bookings at that
 * store. A refund handed over at the counter (due-in-store) is an in-store refund, every other one goes to the card.
 */
export async function creditNotesOf(db: DbOrTx, period: ReportPeriod): Promise<TakingsCreditNote[]> {
  const rows = rowsOf<CreditNoteRow>(
    await db.execute(sql`
      SELECT n.credit_note_number, i.invoice_number, ${epochMs(sql`n.created_at`)} AS ms, b.customer_name,
             r.status AS refund_status, j.store, n.amount_fils, report_fee_fils(n.lines)::int AS fee_fils
        FROM credit_notes n
        JOIN invoices i ON i.id = n.invoice_id
        JOIN booking_refunds r ON r.id = n.refund_id
        JOIN bookings b ON b.id = n.booking_id
        LEFT JOIN jobs j ON j.booking_id = n.booking_id
       WHERE ${within(sql`n.created_at`, period)} ${storeIs(period, sql`j.store`)}
       ORDER BY n.created_at, n.id`),
  );
  return rows.map((r) => ({
    creditNoteNumber: r.credit_note_number,
    invoiceNumber: r.invoice_number,
    at: new Date(Number(r.ms)),
    customerName: r.customer_name,
    refundMethod: r.refund_status === 'due-in-store' ? 'in-store' : 'card',
    refundStatus: r.refund_status,
    store: r.store,
    amountFils: Number(r.amount_fils),
    feeFils: Number(r.fee_fils),
  }));
}

/** Held card payments given up in the period (voided at the provider, or released by it): no money moved. */
export async function voidsOf(db: DbOrTx, period: ReportPeriod): Promise<{ count: number; fils: number }> {
  const [row] = rowsOf<{ n: number; fils: string }>(
    await db.execute(sql`
      SELECT count(*)::int AS n, coalesce(sum(c.amount_fils), 0)::bigint::text AS fils
        FROM checkouts c
        LEFT JOIN LATERAL (SELECT j.store FROM bookings b JOIN jobs j ON j.booking_id = b.id
                            WHERE b.checkout_id = c.id ORDER BY b.id LIMIT 1) s ON true
       WHERE c.held_at IS NOT NULL AND c.status = 'canceled' AND ${within(sql`c.settled_at`, period)}
             ${storeIs(period, sql`s.store`)}`),
  );
  return { count: Number(row?.n ?? 0), fils: Number(row?.fils ?? 0) };
}

/** Jobs received, first ready and collected in the period (a job at the store when one is chosen). */
export async function jobCountsOf(
  db: DbOrTx,
  period: ReportPeriod,
): Promise<{ received: number; ready: number; collected: number }> {
  const store = storeIs(period, sql`j.store`);
  const [row] = rowsOf<{ received: number; ready: number; collected: number }>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM jobs j WHERE ${within(sql`j.created_at`, period)} ${store}) AS received,
             (SELECT count(*)::int FROM jobs j
               WHERE coalesce(j.first_ready_at, j.ready_at) IS NOT NULL
                 AND ${within(sql`(coalesce(j.first_ready_at, j.ready_at))`, period)} ${store}) AS ready,
             (SELECT count(*)::int FROM jobs j
               WHERE j.collected_at IS NOT NULL AND ${within(sql`j.collected_at`, period)} ${store}) AS collected`),
  );
  return {
    received: Number(row?.received ?? 0),
    ready: Number(row?.ready ?? 0),
    collected: Number(row?.collected ?? 0),
  };
}

/** The day's documents summed by kind, as the per-day totals sum them (migration 0051). */
export function documentSumsOfLists(invoices: TakingsInvoice[], notes: TakingsCreditNote[]): DocumentSums {
  return documentSumsOf([
    ...invoices.map((i) => ({ kind: i.paymentMethod, documents: 1, fils: i.amountFils, fee_fils: i.feeFils })),
    ...notes.map((n) => ({
      kind: n.refundMethod === 'in-store' ? 'counter-note' : 'card-note',
      documents: 1,
      fils: n.amountFils,
      fee_fils: n.feeFils,
    })),
  ]);
}
