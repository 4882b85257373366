import { sql } from 'drizzle-orm';
import type { CreditNoteSummary } from '@shop/domain/contracts/cancellations';
import { invoiceListStatus } from '@shop/domain/invoice-status';
import { fils, toAed } from '@shop/domain/money';
import type { InvoiceListResponse } from '@shop/domain/contracts/invoices';
import type { DbOrTx } from '../../db/client';
import type { PagingQuery } from '../paging/page-outcome';
import { findPage } from './find-page';

interface InvoiceRow {
  invoice_number: string;
  customer_name: string;
  amount_fils: number;
  transaction_ms: number;
  status: string;
  description: string;
  transaction_id: string;
  /** The invoice's credit notes, oldest first, as JSON text (null without any). */
  notes: string | null;
}

type NoteJson = { id: number; number: string; fils: number };

/** The list's statement parts, the same for every request (its statements are assembled once, see findPage). */
const LIST = {
  name: 'invoices',
  select: sql`r.invoice_number, r.customer_name, r.amount_fils, r.status, r.description, r.transaction_id,
      floor(extract(epoch FROM r.transaction_date) * 1000)::float8 AS transaction_ms,
      (SELECT json_agg(json_build_object('id', n.id, 'number', n.credit_note_number, 'fils', n.amount_fils) ORDER BY n.id)
       FROM credit_notes n WHERE n.invoice_id = r.id)::text AS notes`,
  table: sql`invoices`,
  time: sql`transaction_date`,
  searchOn: sql`search_text`,
  // A search walks invoice_search (migration 0056), which no status change writes: an index-only walk.
  searchTable: sql`invoice_search`,
  // Invoices are never deleted (a refund is a credit note): once past the cap, page 1 is not counted again.
  neverDeleted: 'invoices',
  // Its rows per hour of transaction_date are counted by migration 0055: the deep numbered pages start from their hour.
  hours: 'invoices',
};

/**
 * A page of invoices, newest first, with their credit notes, in one statement. The search matches the
 * invoice number, customer name or transaction reference anywhere (case-insensitive), on their lower()ed
 * text stored in search_text (its trigram index). Times as epoch milliseconds and the notes as JSON text:
 * both drivers read them alike.
 */
export async function findInvoices(
  db: DbOrTx,
  options: PagingQuery & { search: string },
): Promise<InvoiceListResponse> {
  const { rows, envelope } = await findPage<InvoiceRow>(db, { ...options, ...LIST });
  const items = rows.map((row) => {
    const notes = row.notes ? (JSON.parse(row.notes) as NoteJson[]) : [];
    const credited = notes.reduce((n, note) => n + Number(note.fils), 0);
    return {
      invoice_number: row.invoice_number,
      customer_name: row.customer_name,
      amount: toAed(fils(row.amount_fils)),
      transaction_date: new Date(Number(row.transaction_ms)).toISOString(),
      // The list's status: "refunded" or "partly-refunded" when credit notes cover it (the PDF stays as issued).
      status: invoiceListStatus(row.status, Number(row.amount_fils), credited),
      description: row.description,
      transaction_id: row.transaction_id,
      // Only on invoices that have credit notes: the list's answer is unchanged for the others.
      ...(notes.length > 0 ? { credit_notes: creditNotes(row.invoice_number, notes) } : {}),
    };
  });
  return { items, ...envelope };
}

function creditNotes(invoiceNumber: string, notes: NoteJson[]): CreditNoteSummary[] {
  return notes.map((note) => ({
    id: Number(note.id),
    credit_note_number: note.number,
    invoice_number: invoiceNumber,
    amount: toAed(fils(Number(note.fils))),
  }));
}
