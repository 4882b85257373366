/**
 * Totals of a store-platform invoice, in integer fils. One function set, used by the server (which
 * is the authority) and by the edit page (which shows the same figures live).
 *
 * A line's unit price is the store's price, kept on the basis the store sells it: VAT-inclusive
 * (prices_include_vat, UAE consumer prices usually do) or VAT-exclusive. Its figures are derived
 * once per line, never per unit and summed: an inclusive line's total is exactly price x quantity
 * and its VAT is the VAT inside that total; an exclusive line's net is price x quantity and its
 * VAT is 5 percent of it. Rounding is half away from zero. `storeLinePrice` is the one place a
 * store price becomes a line's price (docs/decisions/store-invoice-replacement.md).
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
  /** Price of one unit, in fils (negative for a discount): VAT included when `priceIncludesVat`. */
  unitPriceFils: Fils;
  /** The unit price includes VAT (the store's prices do); absent or false: it excludes VAT. */
  priceIncludesVat?: boolean;
}

/** What a saved or edited line holds: the product it came from, its text, and its price on its VAT basis. */
export interface StoreLineFields {
  kind: StoreLineKind;
  productId: number | null;
  item: string;
  description: string;
  quantity: number;
  unitPriceFils: Fils;
  priceIncludesVat: boolean;
}

/** The part of a line its figures are computed from. */
export type PricedLine = Pick<StoreLineInput, 'quantity' | 'unitPriceFils' | 'priceIncludesVat'>;

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

/**
 * A store price as a line's price: kept VAT-inclusive when the store's prices include VAT (so the
 * line totals exactly price x quantity), else kept as the VAT-exclusive price VAT is added to.
 */
export function storeLinePrice(
  storePriceFils: Fils,
  pricesIncludeVat: boolean,
): { unitPriceFils: Fils; priceIncludesVat: boolean } {
  return { unitPriceFils: storePriceFils, priceIncludesVat: pricesIncludeVat };
}

/**
 * A line's net, VAT and total, derived once for the whole line. VAT-inclusive: total = price x
 * quantity exactly, VAT the VAT inside it. VAT-exclusive: net = price x quantity, VAT 5 percent of
 * it. VAT is rounded half away from zero, so a discount's VAT mirrors a charge's VAT exactly.
 */
export function lineTotals(line: PricedLine): StoreLineTotals {
  const amountFils = timesFils(line.unitPriceFils, line.quantity);
  if (line.priceIncludesVat) {
    const vatFils = vatIncluded(amountFils, VAT_PERCENT);
    return { netFils: subFils(amountFils, vatFils), vatFils, totalFils: amountFils };
  }
  const vatFils = vatOf(amountFils, VAT_PERCENT);
  return { netFils: amountFils, vatFils, totalFils: addFils(amountFils, vatFils) };
}

/** The VAT-exclusive price of one unit, for display (a VAT-inclusive price with its VAT taken out). */
export function unitNetFils(line: Pick<StoreLineInput, 'unitPriceFils' | 'priceIncludesVat'>): Fils {
  return line.priceIncludesVat ? netFromInclusive(line.unitPriceFils) : line.unitPriceFils;
}

/** The VAT-inclusive price of one unit: the price itself, or a VAT-exclusive price with its VAT added. */
export function unitGrossFils(line: Pick<StoreLineInput, 'unitPriceFils' | 'priceIncludesVat'>): Fils {
  return line.priceIncludesVat
    ? line.unitPriceFils
    : lineTotals({ quantity: 1, unitPriceFils: line.unitPriceFils }).totalFils;
}

export function invoiceTotals(lines: readonly PricedLine[]): StoreInvoiceTotals {
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
