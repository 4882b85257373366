import { sql } from 'drizzle-orm';
import type { StoreDocumentKind, StoreInvoiceListResponse } from '@shop/domain/contracts/store-invoices';
import type { DbOrTx } from '../../db/client';
import { findPage } from '../invoices/find-page';
import type { PagingQuery } from '../paging/page-outcome';

interface Row {
  kind: StoreDocumentKind;
  number: string;
  credited_invoice_number: string | null;
  replaces_number: string | null;
  replaced_by_number: string | null;
  customer_name: string;
  order_id: number;
  created_ms: number;
}

/** The list's statement parts, the same for every request (its statements are assembled once, see findPage). */
const LIST = {
  name: 'store_documents',
  select: sql`r.kind, r.number, r.credited_invoice_number, r.replaces_number, r.replaced_by_number, r.customer_name, r.order_id,
      floor(extract(epoch FROM r.created_at) * 1000)::float8 AS created_ms`,
  table: sql`store_documents`,
  aggregateCount: true,
  // Neither store invoices nor store credit notes are ever deleted (a replaced invoice stays, marked replaced).
  neverDeleted: 'store_documents',
  time: sql`created_at`,
  searchOn: sql`lower(number || ' ' || customer_name || ' ' || order_id::text)`,
};

/**
 * A page of store invoices and credit notes (metadata only), newest first; search on number,
 * customer or order id. An invoice names the one it replaces and the one that replaced it. Both live in the
 * store_documents view, one id space, each table's date and trigram indexes serving its half. One statement
 * (see findPage); the time as epoch milliseconds, read alike by both drivers.
 */
export async function findStoreInvoices(
  db: DbOrTx,
  options: PagingQuery & { search: string },
): Promise<StoreInvoiceListResponse> {
  const { rows, envelope } = await findPage<Row>(db, { ...options, ...LIST });
  const items = rows.map((r) => ({
    id: Number(r.list_id),
    customer_name: r.customer_name,
    order_id: Number(r.order_id),
    invoice_number: r.number,
    created_at: new Date(Number(r.created_ms)).toISOString(),
    kind: r.kind,
    credited_invoice_number: r.credited_invoice_number,
    replaces_number: r.replaces_number,
    replaced_by_number: r.replaced_by_number,
  }));
  return { items, ...envelope };
}
