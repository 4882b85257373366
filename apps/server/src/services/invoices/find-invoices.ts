import { sql } from 'drizzle-orm';
import { toAed } from '@shop/domain/money';
import type { InvoiceListResponse } from '@shop/domain/contracts/invoices';
import type { DbOrTx } from '../../db/client';
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
export async function findInvoices(db: DbOrTx, options: { search: string; page: number; pageSize: number }): Promise<InvoiceListResponse> {
  const { rows, total } = await findPage<InvoiceRow>(db, {
    ...options,
    select: sql`invoice_number, customer_name, amount_fils, transaction_date, status, description, transaction_id`,
    from: sql`invoices`,
    searchOn: sql`lower(invoice_number || ' ' || customer_name || ' ' || transaction_id)`,
    orderBy: sql`transaction_date DESC, id DESC`,
  });
  const items = rows.map((row) => ({
    invoice_number: row.invoice_number,
    customer_name: row.customer_name,
    amount: toAed(Number(row.amount_fils)),
    transaction_date: new Date(row.transaction_date).toISOString(),
    status: row.status,
    description: row.description,
    transaction_id: row.transaction_id,
  }));
  return { items, total, page: options.page, pageSize: options.pageSize };
}
