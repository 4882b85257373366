import {
  storeLinePrice,
  unitGrossFils,
  fixedUnitPrice,
  STORE_LINE_LABELS,
  checkStoreInvoiceLines,
} from '@shop/domain/store-invoice-totals';
import {
  STORE_INVOICE_MESSAGES,
  inferLineKind,
  type EditedStoreInvoiceLine,
} from '@shop/domain/contracts/store-invoices';
import type { StoreProduct } from '../../adapters/store/types';
import { badRequest } from '../../lib/errors';
import { priceLine, type StoreLine } from './order-lines';
import type { StoreInvoiceItemRow } from './get-store-invoice';

/**
 * The lines to save from what the editor sent. Only kind, product, quantity and description are
 * taken from the client. A line keeps the unit price it already had on the invoice; a new product
 * is priced from the store catalogue (by the prices-include-VAT setting), a new discount or
 * shipping line by the fixed rules. VAT and totals are always recomputed. Products come first,
 * then shipping, then the discount. Throws 400 with a sentence when the lines break a rule.
 */
export function editedLines(
  sent: EditedStoreInvoiceLine[],
  saved: StoreInvoiceItemRow[],
  catalogue: Map<number, StoreProduct>,
  pricesIncludeVat: boolean,
): StoreLine[] {
  const lines = sent.map((item, index): StoreLine => {
    const kind = inferLineKind(item);
    if (kind === 'product') {
      const productId = item.product_id ?? null;
      if (!productId)
        throw badRequest(STORE_INVOICE_MESSAGES.productIdRequired, {
          [`items.${index}.product_id`]: STORE_INVOICE_MESSAGES.productIdRequired,
        });
      const before = saved.find((s) => s.kind === 'product' && s.productId === productId);
      const product = catalogue.get(productId);
      if (!before && !product) {
        throw badRequest(STORE_INVOICE_MESSAGES.productNotInCatalogue, {
          [`items.${index}.product_id`]: STORE_INVOICE_MESSAGES.productNotInCatalogue,
        });
      }
      return priceLine({
        kind,
        productId,
        item: before?.item ?? product!.name,
        description: item.description ?? before?.description ?? (product?.sku ? `SKU ${product.sku}` : ''),
        quantity: item.quantity,
        ...(before ? keptPrice(before, pricesIncludeVat) : storeLinePrice(product!.priceFils, pricesIncludeVat)),
      });
    }
    const before = saved.find((s) => s.kind === kind);
    return priceLine({
      kind,
      productId: null,
      item: item.item || before?.item || STORE_LINE_LABELS[kind].item,
      description: item.description ?? before?.description ?? STORE_LINE_LABELS[kind].description,
      quantity: item.quantity,
      unitPriceFils: before?.unitPriceFils ?? fixedUnitPrice(kind)!,
      priceIncludesVat: before?.priceIncludesVat ?? false,
    });
  });
  const check = checkStoreInvoiceLines(lines);
  if (!check.ok) throw badRequest(check.reason, { items: check.reason });
  // Products first (in the order sent), then shipping, then the discount, as the invoice reads best.
  const rank = { product: 0, shipping: 1, discount: 2 } as const;
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => rank[a.line.kind] - rank[b.line.kind] || a.index - b.index)
    .map((x) => x.line);
}

/**
 * The price a saved product line keeps. A line saved before prices were kept VAT-inclusive holds
 * its price without VAT; when the store's prices include VAT it goes back to its VAT-inclusive
 * unit price (the price with its VAT), so a changed quantity totals price x quantity exactly.
 */
function keptPrice(before: StoreInvoiceItemRow, pricesIncludeVat: boolean) {
  if (before.priceIncludesVat || !pricesIncludeVat)
    return { unitPriceFils: before.unitPriceFils, priceIncludesVat: before.priceIncludesVat };
  return { unitPriceFils: unitGrossFils(before), priceIncludesVat: true };
}

/** Product ids the catalogue must be asked about: those not already on the invoice. */
export function newProductIds(sent: EditedStoreInvoiceLine[], saved: StoreInvoiceItemRow[]): number[] {
  const known = new Set(saved.filter((s) => s.kind === 'product').map((s) => s.productId));
  return sent
    .filter((i) => inferLineKind(i) === 'product' && i.product_id && !known.has(i.product_id))
    .map((i) => i.product_id!);
}
