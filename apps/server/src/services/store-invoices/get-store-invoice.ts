import { asc, eq, inArray, sql } from 'drizzle-orm';
import { STORE_INVOICE_MESSAGES } from '@shop/domain/contracts/store-invoices';
import { builtOnce } from '../../db/built-once';
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
