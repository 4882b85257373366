import { sql } from 'drizzle-orm';
import type { StoreInvoiceListResponse } from '@shop/domain/contracts/store-invoices';
import type { DbOrTx } from '../../db/client';
import { findPage } from '../invoices/find-page';
import type { PagingQuery } from '../paging/page-outcome';

interface Row {
  id: number;
  customer_name: string;
  order_id: number;
  invoice_number: string;
  created_at: Date | string;
}

/** A page of store invoices (metadata only), newest first; search on number, customer or order id. */
export async function findStoreInvoices(
  db: DbOrTx,
  options: PagingQuery & { search: string },
): Promise<StoreInvoiceListResponse> {
  const { rows, envelope } = await findPage<Row>(db, {
    ...options,
    select: sql`id, customer_name, order_id, invoice_number, created_at`,
    table: sql`store_invoices`,
    time: sql`created_at`,
    searchOn: sql`lower(invoice_number || ' ' || customer_name || ' ' || order_id::text)`,
  });
  const items = rows.map((r) => ({
    id: Number(r.id),
    customer_name: r.customer_name,
    order_id: Number(r.order_id),
    invoice_number: r.invoice_number,
    created_at: new Date(r.created_at).toISOString(),
  }));
  return { items, ...envelope };
}
