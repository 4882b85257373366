import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { storeInvoiceItems, storeInvoices } from '../../db/schema';
import { rowsOf } from '../../lib/rows';
import { audit } from '../../lib/audit';
import { isInvoiceableOrder, orderLines } from './order-lines';

/**
 * Makes a store invoice for every store order that has none yet (one per order: order_id is
 * unique, so two imports running together still make one). Returns how many were made.
 * Runs at demo seed and when a superadmin asks to refresh from the store.
 */
export async function importStoreInvoices(ctx: AppContext, options: { actorId?: number | null } = {}): Promise<number> {
  const orders = (await ctx.store.listOrders()).filter(isInvoiceableOrder);
  if (orders.length === 0) return 0;
  const known = new Set(
    rowsOf<{ order_id: number }>(await ctx.db.execute(sql`SELECT order_id FROM store_invoices`)).map((r) =>
      Number(r.order_id),
    ),
  );
  const fresh = orders
    .filter((o) => !known.has(o.id))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  let imported = 0;
  for (const order of fresh) {
    const lines = orderLines(order, await ctx.store.getOrderProducts(order.id));
    if (lines.length === 0) continue;
    const made = await ctx.db.transaction(async (tx) => {
      const [invoice] = await tx
        .insert(storeInvoices)
        .values({
          orderId: order.id,
          invoiceNumber: sql`'SI-' || nextval('store_invoice_number_seq')`,
          customerId: order.customerId || null,
          customerName: order.billingName.trim() || order.email || `Order ${order.id}`,
          customerEmail: order.email,
          orderDate: order.createdAt,
          // The invoice is dated as its order (the date of supply), whenever it is imported.
          createdAt: order.createdAt,
        })
        .onConflictDoNothing({ target: storeInvoices.orderId })
        .returning({ id: storeInvoices.id });
      if (!invoice) return false;
      await tx
        .insert(storeInvoiceItems)
        .values(lines.map((line, position) => ({ storeInvoiceId: invoice.id, position, ...line })));
      return true;
    });
    if (made) imported += 1;
  }
  if (imported > 0)
    await audit(ctx.db, { actorId: options.actorId ?? null, action: 'storeInvoices:import', details: { imported } });
  return imported;
}
