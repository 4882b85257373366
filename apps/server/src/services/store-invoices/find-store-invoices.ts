import { sql } from 'drizzle-orm';
import type { StoreInvoiceListResponse } from '@shop/domain/contracts/store-invoices';
import type { DbOrTx } from '../../db/client';
import { findPage } from '../invoices/find-page';

interface Row {
  id: number;
  customer_name: string;
  order_id: number;
  invoice_number: string;
  created_at: Date | string;
}

/** A page of store invoices (metadata only), newest first; search on number, customer or order id. */
export async function findStoreInvoices(db: DbOrTx, options: { search: string; page: number; pageSize: number }): Promise<StoreInvoiceListResponse> {
  const { rows, total } = await findPage<Row>(db, {
    ...options,
    select: sql`id, customer_name, order_id, invoice_number, created_at`,
    from: sql`store_invoices`,
    searchOn: sql`lower(invoice_number || ' ' || customer_name || ' ' || order_id::text)`,
    orderBy: sql`created_at DESC, id DESC`,
  });
  const items = rows.map((r) => ({
    id: Number(r.id),
    customer_name: r.customer_name,
    order_id: Number(r.order_id),
    invoice_number: r.invoice_number,
    created_at: new Date(r.created_at).toISOString(),
  }));
  return { items, total, page: options.page, pageSize: options.pageSize };
}
