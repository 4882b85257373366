import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { StoreOrder } from '../../adapters/store/types';
import { storeInvoiceItems, storeInvoices } from '../../db/schema';
import { orderLines } from './order-lines';

/**
 * Makes the store invoice of one order, dated as its order (the date of supply), with lines priced
 * by the prices-include-VAT setting. One per order: order_id is unique among original invoices
 * (replacements share it), so a second attempt makes nothing. Returns the invoice id when this call made it, null otherwise.
 */
export async function makeStoreInvoice(
  ctx: AppContext,
  options: { order: StoreOrder; pricesIncludeVat: boolean },
): Promise<number | null> {
  const { order } = options;
  const lines = orderLines(order, await ctx.store.getOrderProducts(order.id), options.pricesIncludeVat);
  if (lines.length === 0) return null;
  return ctx.db.transaction(async (tx) => {
    const [invoice] = await tx
      .insert(storeInvoices)
      .values({
        orderId: order.id,
        invoiceNumber: sql`'SI-' || nextval('store_invoice_number_seq')`,
        customerId: order.customerId || null,
        customerName: order.billingName.trim() || order.email || `Order ${order.id}`,
        customerEmail: order.email,
        orderDate: order.createdAt,
        createdAt: order.createdAt,
      })
      .onConflictDoNothing({ target: storeInvoices.orderId, where: sql`replaces_id IS NULL` })
      .returning({ id: storeInvoices.id });
    if (!invoice) return null;
    await tx
      .insert(storeInvoiceItems)
      .values(lines.map((line, position) => ({ storeInvoiceId: invoice.id, position, ...line })));
    return invoice.id;
  });
}
