import { asc, eq, inArray, sql } from 'drizzle-orm';
import { STORE_INVOICE_MESSAGES } from '@shop/domain/contracts/store-invoices';
import { builtOnce } from '../../db/fast-path';
import type { DbOrTx } from '../../db/client';
import { storeInvoiceItems, storeInvoices } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type StoreInvoiceRow = typeof storeInvoices.$inferSelect;
export type StoreInvoiceItemRow = typeof storeInvoiceItems.$inferSelect;
/** Another invoice of the same chain: the one this replaces, or the one that replaced it. */
export interface StoreInvoiceRef {
  id: number;
  invoiceNumber: string;
}
export interface StoreInvoiceChain {
  replaces: StoreInvoiceRef | null;
  replacedBy: StoreInvoiceRef | null;
}

const invoiceById = builtOnce((db) =>
  db
    .select()
    .from(storeInvoices)
    .where(eq(storeInvoices.id, sql.placeholder('id')))
    .limit(1)
    .prepare(''),
);

const itemsOf = builtOnce((db) =>
  db
    .select()
    .from(storeInvoiceItems)
    .where(eq(storeInvoiceItems.storeInvoiceId, sql.placeholder('invoiceId')))
    .orderBy(asc(storeInvoiceItems.position))
    .prepare(''),
);

/** A store invoice and its lines in order; 404 when there is none. `lock` holds the row until the transaction ends. */
export async function getStoreInvoice(
  db: DbOrTx,
  options: { invoiceId: number; lock?: boolean },
): Promise<{ invoice: StoreInvoiceRow; items: StoreInvoiceItemRow[] }> {
  const [invoice] = options.lock
    ? await db.select().from(storeInvoices).where(eq(storeInvoices.id, options.invoiceId)).limit(1).for('update')
    : await invoiceById(db).execute({ id: options.invoiceId });
  if (!invoice) throw notFound(STORE_INVOICE_MESSAGES.notFound);
  const items = await itemsOf(db).execute({ invoiceId: invoice.id });
  return { invoice, items };
}

/** The numbers of the invoice an invoice replaces and of the one that replaced it. */
export async function getStoreInvoiceChain(db: DbOrTx, invoice: StoreInvoiceRow): Promise<StoreInvoiceChain> {
  const ids = [invoice.replacesId, invoice.replacedById].filter((id): id is number => id !== null);
  const refs =
    ids.length === 0
      ? []
      : await db
          .select({ id: storeInvoices.id, invoiceNumber: storeInvoices.invoiceNumber })
          .from(storeInvoices)
          .where(inArray(storeInvoices.id, ids));
  const find = (id: number | null) => refs.find((r) => r.id === id) ?? null;
  return { replaces: find(invoice.replacesId), replacedBy: find(invoice.replacedById) };
}

/**
 * The details screen's one statement (one round trip instead of two or three): the invoice, its lines in order as
 * JSON text, and the numbers of the invoices it replaces and that replaced it, built once per database handle.
 * The subqueries name the outer table's columns in full: Drizzle leaves a column of a query without joins unqualified,
 * which inside a subquery would mean the subquery's own column.
 */
const invoiceDetail = builtOnce((db) =>
  db
    .select({
      invoice: storeInvoices,
      replacesNumber: sql<
        string | null
      >`(SELECT s.invoice_number FROM store_invoices s WHERE s.id = store_invoices.replaces_id)`,
      replacedByNumber: sql<
        string | null
      >`(SELECT s.invoice_number FROM store_invoices s WHERE s.id = store_invoices.replaced_by_id)`,
      items: sql<string>`(SELECT coalesce(json_agg(json_build_object(
          'id', i.id, 'storeInvoiceId', i.store_invoice_id, 'position', i.position, 'kind', i.kind,
          'productId', i.product_id, 'item', i.item, 'description', i.description, 'quantity', i.quantity,
          'unitPriceFils', i.unit_price_fils, 'vatFils', i.vat_fils, 'totalFils', i.total_fils,
          'priceIncludesVat', i.price_includes_vat) ORDER BY i.position), '[]'::json)::text
        FROM store_invoice_items i WHERE i.store_invoice_id = store_invoices.id)`,
    })
    .from(storeInvoices)
    .where(eq(storeInvoices.id, sql.placeholder('id')))
    .limit(1)
    .prepare(''),
);

/** A store invoice, its lines in order and its chain (GET /api/bcinvoices/:invoiceId); 404 when there is none. */
export async function getStoreInvoiceDetail(
  db: DbOrTx,
  options: { invoiceId: number },
): Promise<{ invoice: StoreInvoiceRow; items: StoreInvoiceItemRow[]; chain: StoreInvoiceChain }> {
  const [row] = await invoiceDetail(db).execute({ id: options.invoiceId });
  if (!row) throw notFound(STORE_INVOICE_MESSAGES.notFound);
  const { invoice } = row;
  const ref = (id: number | null, invoiceNumber: string | null) =>
    id === null || invoiceNumber === null ? null : { id, invoiceNumber };
  return {
    invoice,
    items: JSON.parse(row.items) as StoreInvoiceItemRow[],
    chain: {
      replaces: ref(invoice.replacesId, row.replacesNumber),
      replacedBy: ref(invoice.replacedById, row.replacedByNumber),
    },
  };
}
