import { sql } from 'drizzle-orm';
import { fils, toAed } from '@shop/domain/money';
import type { InvoiceListResponse } from '@shop/domain/contracts/invoices';
import type { DbOrTx } from '../../db/client';
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
  const items = rows.map((row) => ({
    invoice_number: row.invoice_number,
    customer_name: row.customer_name,
    amount: toAed(fils(row.amount_fils)),
    transaction_date: new Date(row.transaction_date).toISOString(),
    status: row.status,
    description: row.description,
    transaction_id: row.transaction_id,
  }));
  return { items, ...envelope };
}
