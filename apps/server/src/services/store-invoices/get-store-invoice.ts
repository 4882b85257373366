import { asc, eq } from 'drizzle-orm';
import { STORE_INVOICE_MESSAGES } from '@shop/domain/contracts/store-invoices';
import type { DbOrTx } from '../../db/client';
import { storeInvoiceItems, storeInvoices } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type StoreInvoiceRow = typeof storeInvoices.$inferSelect;
export type StoreInvoiceItemRow = typeof storeInvoiceItems.$inferSelect;

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
