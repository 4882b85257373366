import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  STORE_INVOICE_REPLACEMENT_MESSAGES as REPLACEMENT,
  type EditedStoreInvoiceLine,
} from '@shop/domain/contracts/store-invoices';
import { invoiceTotals } from '@shop/domain/store-invoice-totals';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { StoreProduct } from '../../adapters/store/types';
import { storeInvoiceItems, storeInvoices } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { editedLines, newProductIds } from './edited-lines';
import { getStoreInvoice, getStoreInvoiceChain, type StoreInvoiceRow } from './get-store-invoice';
import { renderStoreInvoicePdf } from './render-store-invoice-pdf';
import { loadShopIdentity } from '../settings/shop-settings';
import { pricesIncludeVat } from '../settings/store-settings';

/**
 * Saves a superadmin's corrections to a store invoice as a NEW tax invoice (UAE VAT: an issued tax
 * invoice is never rewritten): the next SI- number, issued now, naming the invoice it replaces,
 * with the lines priced and taxed by the server's rules. The original stays, marked replaced by it.
 * An invoice already replaced is refused (409, naming the current one), so two superadmins saving
 * at once make one replacement: the original's row is locked and replaced_by_id is set once.
 * Returns the replacement and its PDF.
 */
export async function editStoreInvoice(
  ctx: AppContext,
  options: { actorId: number; invoiceId: number; items: EditedStoreInvoiceLine[] },
): Promise<{ invoiceId: number; invoiceNumber: string; pdf: Buffer }> {
  const loadCatalogue = async () =>
    new Map<number, StoreProduct>((await ctx.store.listProducts()).map((p) => [p.id, p]));
  const includeVat = await pricesIncludeVat(ctx);
  // The catalogue is asked (outside the transaction) only when a product new to the invoice is sent.
  const before = await getStoreInvoice(ctx.db, { invoiceId: options.invoiceId });
  await refuseReplaced(ctx.db, before.invoice);
  const attempt = (catalogue: Map<number, StoreProduct> | null) =>
    ctx.db.transaction(async (tx) => {
      const current = await getStoreInvoice(tx, { invoiceId: options.invoiceId, lock: true });
      await refuseReplaced(tx, current.invoice);
      if (!catalogue && newProductIds(options.items, current.items).length > 0) return null;
      const lines = editedLines(options.items, current.items, catalogue ?? new Map(), includeVat);
      const original = current.invoice;
      const [replacement] = await tx
        .insert(storeInvoices)
        .values({
          orderId: original.orderId,
          invoiceNumber: sql`'SI-' || nextval('store_invoice_number_seq')`,
          customerId: original.customerId,
          customerName: original.customerName,
          customerEmail: original.customerEmail,
          orderDate: original.orderDate,
          updatedBy: options.actorId,
          replacesId: original.id,
        })
        .returning({ id: storeInvoices.id, invoiceNumber: storeInvoices.invoiceNumber });
      await tx
        .insert(storeInvoiceItems)
        .values(lines.map((line, position) => ({ storeInvoiceId: replacement!.id, position, ...line })));
      const marked = await tx
        .update(storeInvoices)
        .set({ replacedById: replacement!.id })
        .where(and(eq(storeInvoices.id, original.id), isNull(storeInvoices.replacedById)))
        .returning({ id: storeInvoices.id });
      if (marked.length !== 1) throw new Error(`Store invoice ${original.id} was replaced while locked`);
      await audit(tx, {
        actorId: options.actorId,
        action: 'storeInvoices:edit',
        subject: `store_invoice:${original.id}`,
        details: {
          replacedBy: replacement!.invoiceNumber,
          before: invoiceTotals(current.items),
          after: invoiceTotals(lines),
          lines: lines.length,
        },
      });
      return replacement!.id;
    });
  const replacementId =
    (await attempt(newProductIds(options.items, before.items).length > 0 ? await loadCatalogue() : null)) ??
    (await attempt(await loadCatalogue()))!;
  const saved = await getStoreInvoice(ctx.db, { invoiceId: replacementId });
  const chain = await getStoreInvoiceChain(ctx.db, saved.invoice);
  return {
    invoiceId: saved.invoice.id,
    invoiceNumber: saved.invoice.invoiceNumber,
    pdf: await renderStoreInvoicePdf(await loadShopIdentity(ctx.db, ctx.config), saved.invoice, saved.items, chain),
  };
}

/** 409 for an invoice an edit already replaced, naming the chain's current invoice. */
async function refuseReplaced(db: DbOrTx, invoice: StoreInvoiceRow): Promise<void> {
  if (invoice.replacedById === null) return;
  let current = invoice;
  while (current.replacedById !== null)
    current = (await getStoreInvoice(db, { invoiceId: current.replacedById })).invoice;
  throw conflict(REPLACEMENT.alreadyReplaced(invoice.invoiceNumber, current.invoiceNumber));
}
