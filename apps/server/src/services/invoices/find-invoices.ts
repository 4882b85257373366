import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { CreditNoteSummary } from '@shop/domain/contracts/cancellations';
import { fils, toAed } from '@shop/domain/money';
import type { InvoiceListResponse } from '@shop/domain/contracts/invoices';
import type { DbOrTx } from '../../db/client';
import { creditNotes, invoices } from '../../db/schema';
import type { PagingQuery } from '../paging/page-outcome';
import { findPage } from './find-page';

interface InvoiceRow {
  invoice_number: string;
  customer_name: string;
  amount_fils: number;
  transaction_date: Date | string;
  status: string;
  description: string;
  transaction_id: string;
}

/**
 * A page of invoices, newest first. The search matches the invoice number, customer name or
 * transaction reference anywhere (case-insensitive), on the expression of the trigram index.
 */
export async function findInvoices(
  db: DbOrTx,
  options: PagingQuery & { search: string },
): Promise<InvoiceListResponse> {
  const { rows, envelope } = await findPage<InvoiceRow>(db, {
    ...options,
    select: sql`invoice_number, customer_name, amount_fils, transaction_date, status, description, transaction_id`,
    table: sql`invoices`,
    time: sql`transaction_date`,
    searchOn: sql`lower(invoice_number || ' ' || customer_name || ' ' || transaction_id)`,
  });
  const notes = await creditNotesOf(
    db,
    rows.map((r) => r.invoice_number),
  );
  const items = rows.map((row) => ({
    invoice_number: row.invoice_number,
    customer_name: row.customer_name,
    amount: toAed(fils(row.amount_fils)),
    transaction_date: new Date(row.transaction_date).toISOString(),
    status: row.status,
    description: row.description,
    transaction_id: row.transaction_id,
    // Only on invoices that have credit notes: the list's answer is unchanged for the others.
    ...(notes.has(row.invoice_number) ? { credit_notes: notes.get(row.invoice_number) } : {}),
  }));
  return { items, ...envelope };
}

/** The credit notes of these invoices, by invoice number, oldest first. */
async function creditNotesOf(db: DbOrTx, numbers: string[]): Promise<Map<string, CreditNoteSummary[]>> {
  const byInvoice = new Map<string, CreditNoteSummary[]>();
  if (numbers.length === 0) return byInvoice;
  const rows = await db
    .select({ note: creditNotes, invoiceNumber: invoices.invoiceNumber })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(inArray(invoices.invoiceNumber, numbers))
    .orderBy(asc(creditNotes.id));
  for (const { note, invoiceNumber } of rows) {
    const list = byInvoice.get(invoiceNumber) ?? [];
    list.push({
      id: note.id,
      credit_note_number: note.creditNoteNumber,
      invoice_number: invoiceNumber,
      amount: toAed(note.amountFils),
    });
    byInvoice.set(invoiceNumber, list);
  }
  return byInvoice;
}
