import { eq } from 'drizzle-orm';
import type { EditedStoreInvoiceLine } from '@shop/domain/contracts/store-invoices';
import { invoiceTotals } from '@shop/domain/store-invoice-totals';
import type { AppContext } from '../../context';
import type { StoreProduct } from '../../adapters/store/types';
import { storeInvoiceItems, storeInvoices } from '../../db/schema';
import { audit } from '../../lib/audit';
import { editedLines, newProductIds } from './edited-lines';
import { getStoreInvoice } from './get-store-invoice';
import { renderStoreInvoicePdf } from './render-store-invoice-pdf';
import { pricesIncludeVat } from '../settings/store-settings';

/**
 * Saves a superadmin's corrections to a store invoice (lines replaced as a whole, prices and VAT
 * by the server's rules) and returns the regenerated tax invoice PDF.
 */
export async function editStoreInvoice(
  ctx: AppContext,
  options: { actorId: number; invoiceId: number; items: EditedStoreInvoiceLine[] },
): Promise<{ invoiceNumber: string; pdf: Buffer }> {
  const loadCatalogue = async () =>
    new Map<number, StoreProduct>((await ctx.store.listProducts()).map((p) => [p.id, p]));
  const includeVat = await pricesIncludeVat(ctx);
  // The catalogue is asked (outside the transaction) only when a product new to the invoice is sent.
  const before = await getStoreInvoice(ctx.db, { invoiceId: options.invoiceId });
  const attempt = (catalogue: Map<number, StoreProduct> | null) =>
    ctx.db.transaction(async (tx) => {
      const current = await getStoreInvoice(tx, { invoiceId: options.invoiceId, lock: true });
      // Another edit may have removed a product since the first look: then fetch the catalogue and try again.
      if (!catalogue && newProductIds(options.items, current.items).length > 0) return null;
      const lines = editedLines(options.items, current.items, catalogue ?? new Map(), includeVat);
      await tx.delete(storeInvoiceItems).where(eq(storeInvoiceItems.storeInvoiceId, current.invoice.id));
      await tx
        .insert(storeInvoiceItems)
        .values(lines.map((line, position) => ({ storeInvoiceId: current.invoice.id, position, ...line })));
      await tx
        .update(storeInvoices)
        .set({ updatedAt: new Date(), updatedBy: options.actorId })
        .where(eq(storeInvoices.id, current.invoice.id));
      await audit(tx, {
        actorId: options.actorId,
        action: 'storeInvoices:edit',
        subject: `store_invoice:${current.invoice.id}`,
        details: { before: invoiceTotals(current.items), after: invoiceTotals(lines), lines: lines.length },
      });
      return getStoreInvoice(tx, { invoiceId: current.invoice.id });
    });
  const saved =
    (await attempt(newProductIds(options.items, before.items).length > 0 ? await loadCatalogue() : null)) ??
    (await attempt(await loadCatalogue()))!;
  return {
    invoiceNumber: saved.invoice.invoiceNumber,
    pdf: await renderStoreInvoicePdf(ctx.config.shop, saved.invoice, saved.items),
  };
}
