import { asc, eq, inArray } from 'drizzle-orm';
import { STORE_INVOICE_MESSAGES } from '@shop/domain/contracts/store-invoices';
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

/** A store invoice and its lines in order; 404 when there is none. `lock` holds the row until the transaction ends. */
export async function getStoreInvoice(
  db: DbOrTx,
  options: { invoiceId: number; lock?: boolean },
): Promise<{ invoice: StoreInvoiceRow; items: StoreInvoiceItemRow[] }> {
  const query = db.select().from(storeInvoices).where(eq(storeInvoices.id, options.invoiceId)).limit(1);
  const [invoice] = options.lock ? await query.for('update') : await query;
  if (!invoice) throw notFound(STORE_INVOICE_MESSAGES.notFound);
  const items = await db
    .select()
    .from(storeInvoiceItems)
    .where(eq(storeInvoiceItems.storeInvoiceId, invoice.id))
    .orderBy(asc(storeInvoiceItems.position));
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
