/**
 * Totals of a store-platform invoice, in integer fils. One function set, used by the server (which
 * is the authority) and by the edit page (which shows the same figures live).
 *
 * A line's unit price is stored VAT-exclusive; its VAT is 5 percent of quantity x unit price,
 * rounded half away from zero; its total is net plus VAT. Whether the store's prices include VAT
 * is a setting (prices_include_vat, UAE consumer prices usually do): `netFromStorePrice` is the
 * one place a store price becomes a line's unit price (VAT taken out, or the price as it is).
 */
import { STORE_DISCOUNT_INCLUSIVE_FILS, STORE_SHIPPING_FILS, VAT_PERCENT } from './business';
import { addFils, fils, formatAed, subFils, sumFils, timesFils, vatIncluded, vatOf, type Fils } from './money';

export const STORE_LINE_KINDS = ['product', 'discount', 'shipping'] as const;
export type StoreLineKind = (typeof STORE_LINE_KINDS)[number];

/** Shipping line: 30.00 AED plus 1.50 VAT. */
export const SHIPPING_UNIT_FILS = STORE_SHIPPING_FILS;

export interface StoreLineInput {
  kind: StoreLineKind;
  quantity: number;
  /** VAT-exclusive price of one unit, in fils (negative for a discount). */
  unitPriceFils: Fils;
}

export interface StoreLineTotals {
  netFils: Fils;
  vatFils: Fils;
  totalFils: Fils;
}

export interface StoreInvoiceTotals {
  subtotalFils: Fils;
  vatFils: Fils;
  totalFils: Fils;
}

/** VAT-exclusive amount of a VAT-inclusive price: 105.00 -> 100.00, 50.00 -> 47.62. */
export function netFromInclusive(inclusiveFils: Fils): Fils {
  return subFils(inclusiveFils, vatIncluded(inclusiveFils, VAT_PERCENT));
}

/**
 * The VAT-exclusive unit price of a store price: with prices including VAT the VAT is taken out
 * (105.00 -> 100.00), otherwise the price is already net and VAT is added on top by `lineTotals`.
 */
export function netFromStorePrice(storePriceFils: Fils, pricesIncludeVat: boolean): Fils {
  return pricesIncludeVat ? netFromInclusive(storePriceFils) : storePriceFils;
}

/**
 * An amount of money the store took or paid back (a refund), as net + VAT = total. With prices
 * including VAT the amount is the total and its VAT is taken out; otherwise it is the net amount
 * and VAT is added on top, as on the invoice's lines.
 */
export function splitStoreAmount(storeFils: Fils, pricesIncludeVat: boolean): StoreLineTotals {
  if (!pricesIncludeVat) return lineTotals({ quantity: 1, unitPriceFils: storeFils });
  const netFils = netFromInclusive(storeFils);
  return { netFils, vatFils: subFils(storeFils, netFils), totalFils: storeFils };
}

/** VAT is rounded half away from zero, so a discount's VAT mirrors a charge's VAT exactly. */
export function lineTotals(line: Pick<StoreLineInput, 'quantity' | 'unitPriceFils'>): StoreLineTotals {
  const netFils = timesFils(line.unitPriceFils, line.quantity);
  const vatFils = vatOf(netFils, VAT_PERCENT);
  return { netFils, vatFils, totalFils: addFils(netFils, vatFils) };
}

export function invoiceTotals(
  lines: readonly Pick<StoreLineInput, 'quantity' | 'unitPriceFils'>[],
): StoreInvoiceTotals {
  const totals = lines.map(lineTotals);
  const subtotalFils = sumFils(totals.map((t) => t.netFils));
  const vatFils = sumFils(totals.map((t) => t.vatFils));
  return { subtotalFils, vatFils, totalFils: addFils(subtotalFils, vatFils) };
}

/** The locked unit price of a discount line: -47.62 AED, so that with its VAT it takes exactly 50.00 off. */
export const DISCOUNT_UNIT_FILS = subFils(fils(0), netFromInclusive(STORE_DISCOUNT_INCLUSIVE_FILS));

/** The unit price the rules fix for a line kind, or null for products (priced from the catalogue). */
export function fixedUnitPrice(kind: StoreLineKind): Fils | null {
  if (kind === 'shipping') return SHIPPING_UNIT_FILS;
  if (kind === 'discount') return DISCOUNT_UNIT_FILS;
  return null;
}

/** Default labels of the lines the editor adds. */
export const STORE_LINE_LABELS = {
  discount: { item: 'Discount', description: `Discount of ${formatAed(STORE_DISCOUNT_INCLUSIVE_FILS)} (VAT included)` },
  shipping: { item: 'Shipping', description: 'Delivery within the UAE' },
} as const;

export type StoreInvoiceProblem = { ok: true } | { ok: false; reason: string };

export const STORE_INVOICE_RULE_MESSAGES = {
  needsProduct: 'An invoice needs at least one product line.',
  oneDiscount: 'An invoice can have only one discount line.',
  oneShipping: 'An invoice can have only one shipping line.',
  duplicateProduct: 'Each product can appear only once; change its quantity instead.',
  negativeTotal: 'The discount cannot be larger than the invoice total.',
  fixedQuantity: 'Discount and shipping lines have a quantity of 1.',
} as const;

/** Rules of an edited invoice as a whole; the server refuses what breaks them, the editor prevents it. */
export function checkStoreInvoiceLines(
  lines: readonly (StoreLineInput & { productId: number | null })[],
): StoreInvoiceProblem {
  const m = STORE_INVOICE_RULE_MESSAGES;
  const products = lines.filter((l) => l.kind === 'product');
  if (products.length === 0) return { ok: false, reason: m.needsProduct };
  if (lines.filter((l) => l.kind === 'discount').length > 1) return { ok: false, reason: m.oneDiscount };
  if (lines.filter((l) => l.kind === 'shipping').length > 1) return { ok: false, reason: m.oneShipping };
  if (lines.some((l) => l.kind !== 'product' && l.quantity !== 1)) return { ok: false, reason: m.fixedQuantity };
  const ids = products.map((l) => l.productId);
  if (new Set(ids).size !== ids.length) return { ok: false, reason: m.duplicateProduct };
  if (invoiceTotals(lines).totalFils < 0) return { ok: false, reason: m.negativeTotal };
  return { ok: true };
}
