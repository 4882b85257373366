import { eq, sql } from 'drizzle-orm';
import { VAT_PERCENT } from '@shop/domain/business';
import { sumFils, timesFils, vatIncluded, type Fils } from '@shop/domain/money';
import { shopDate } from '@shop/domain/shop-days';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { invoices, type InvoiceLine } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;

export interface IssueInvoiceInput {
  /** What issues it ("checkout:12", "booking:40"): an invoice is issued once per source. */
  sourceKey: string;
  customerId: number;
  customerName: string;
  customerEmail: string;
  paymentMethod: 'online' | 'in-store' | 'free';
  /** cart_id for online and free checkouts, the receipt number for in-store payments. */
  transactionId: string;
  description: string;
  /** Prices in fils, VAT included. */
  lines: { description: string; quantity: number; unitPriceFils: Fils }[];
  transactionDate?: Date;
}

/**
 * Issues the tax invoice of a payment, once: a second call for the same source answers the invoice
 * already issued (unique source_key, ON CONFLICT DO NOTHING), so racing callers cannot issue two.
 * The number is drawn from its sequence by the insert itself (one round trip).
 */
export async function issueInvoice(
  db: DbOrTx,
  input: IssueInvoiceInput,
): Promise<{ invoice: InvoiceRow; created: boolean }> {
  const existing = await findInvoiceBySource(db, input.sourceKey);
  if (existing) return { invoice: existing, created: false };
  const [created] = await newInvoiceInsert(db, input).returning();
  if (created) return { invoice: created, created: true };
  return { invoice: (await findInvoiceBySource(db, input.sourceKey))!, created: false };
}

/**
 * The insert of a new invoice (its number drawn by the insert; nothing written when its source has one already), for
 * issueInvoice, or to ride in another statement of a transaction that just made its source (a free checkout's jobs).
 */
export function newInvoiceInsert(db: DbOrTx, input: IssueInvoiceInput) {
  return db.insert(invoices).values(invoiceValues(input)).onConflictDoNothing({ target: invoices.sourceKey });
}

/** A new invoice's row: its lines with their VAT, its totals, and its number drawn from the sequence when written. */
export function invoiceValues(input: IssueInvoiceInput): PgInsertValue<typeof invoices> {
  const lines: InvoiceLine[] = input.lines.map((line) => {
    const total = timesFils(line.unitPriceFils, line.quantity);
    return {
      description: line.description,
      quantity: line.quantity,
      unit_price_fils: line.unitPriceFils,
      vat_fils: vatIncluded(total, VAT_PERCENT),
      total_fils: total,
    };
  });
  const transactionDate = input.transactionDate ?? new Date();
  // INV-2026-001001: the year in the shop's time zone, then the sequence's number with at least six digits.
  const invoiceNumber = sql<string>`(SELECT ${`INV-${shopDate(transactionDate).slice(0, 4)}-`} || lpad(n::text, greatest(6, length(n::text)), '0')
      FROM nextval('invoice_number_seq') n)`;
  return {
    invoiceNumber,
    customerId: input.customerId,
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    amountFils: sumFils(lines.map((l) => l.total_fils)),
    vatFils: sumFils(lines.map((l) => l.vat_fils)),
    status: 'paid',
    description: input.description,
    transactionId: input.transactionId,
    paymentMethod: input.paymentMethod,
    lines,
    sourceKey: input.sourceKey,
    transactionDate,
  };
}

export async function findInvoiceBySource(db: DbOrTx, sourceKey: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.sourceKey, sourceKey));
  return row;
}
