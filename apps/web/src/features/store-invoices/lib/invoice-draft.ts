import type { UseFormReturnType } from '@mantine/form';
import { aed, toAed } from '@shop/domain/money';
import {
  STORE_LINE_LABELS,
  checkStoreInvoiceLines,
  fixedUnitPrice,
  invoiceTotals,
  lineTotals,
  unitNetFils,
  type StoreLineFields,
} from '@shop/domain/store-invoice-totals';
import type { EditStoreInvoiceItem, StoreInvoiceItem, StoreProductItem } from '@shop/domain/contracts/store-invoices';

/**
 * A line on the edit page (the form's `items`). Money in fils; the unit price is on the line's VAT
 * basis (VAT-inclusive when `priceIncludesVat`), so the page adds up exactly as the server will.
 */
export interface DraftLine extends StoreLineFields {
  key: string;
}

/** The editor's form values, validated with the domain's `storeInvoiceFormSchema`. */
export interface InvoiceFormValues {
  items: DraftLine[];
}
export type InvoiceForm = UseFormReturnType<InvoiceFormValues>;

let nextKey = 0;
const key = () => `line-${(nextKey += 1)}`;

export function draftFromItems(items: StoreInvoiceItem[]): DraftLine[] {
  return items.map((i) => ({
    key: key(),
    kind: i.kind,
    productId: i.product_id,
    item: i.item,
    description: i.description,
    quantity: i.quantity,
    unitPriceFils: aed(i.price_includes_vat ? i.unit_price_incl_vat : i.unit_price),
    priceIncludesVat: i.price_includes_vat,
  }));
}

/** Adds a catalogue product (priced as the server prices it, by the prices-include-VAT setting), or one more of it. */
export function addProduct(lines: DraftLine[], product: StoreProductItem): DraftLine[] {
  if (lines.some((l) => l.kind === 'product' && l.productId === product.id)) {
    return lines.map((l) =>
      l.kind === 'product' && l.productId === product.id ? { ...l, quantity: l.quantity + 1 } : l,
    );
  }
  const line: DraftLine = {
    key: key(),
    kind: 'product',
    productId: product.id,
    item: product.name,
    description: product.sku ? `SKU ${product.sku}` : '',
    quantity: 1,
    // The server prices it by the prices-include-VAT setting; the draft adds up the same way.
    unitPriceFils: aed(product.price_includes_vat ? product.price : product.unit_price),
    priceIncludesVat: product.price_includes_vat,
  };
  const firstOther = lines.findIndex((l) => l.kind !== 'product');
  return firstOther === -1 ? [...lines, line] : [...lines.slice(0, firstOther), line, ...lines.slice(firstOther)];
}

/** Adds the discount or the shipping line (fixed prices from the domain), once. */
export function addFixedLine(lines: DraftLine[], kind: 'discount' | 'shipping'): DraftLine[] {
  if (lines.some((l) => l.kind === kind)) return lines;
  const line: DraftLine = {
    key: key(),
    kind,
    productId: null,
    ...STORE_LINE_LABELS[kind],
    quantity: 1,
    unitPriceFils: fixedUnitPrice(kind)!,
    priceIncludesVat: false,
  };
  return kind === 'shipping'
    ? [...lines.filter((l) => l.kind !== 'discount'), line, ...lines.filter((l) => l.kind === 'discount')]
    : [...lines, line];
}

export function setQuantity(lines: DraftLine[], lineKey: string, quantity: number): DraftLine[] {
  const safe = Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity)) : 1;
  return lines.map((l) => (l.key === lineKey ? { ...l, quantity: safe } : l));
}

export function removeLine(lines: DraftLine[], lineKey: string): DraftLine[] {
  return lines.filter((l) => l.key !== lineKey);
}

export function draftTotals(lines: DraftLine[]) {
  return invoiceTotals(lines);
}

export function draftProblem(lines: DraftLine[]): string | null {
  const check = checkStoreInvoiceLines(lines);
  return check.ok ? null : check.reason;
}

/** A line's net, VAT and total, and its unit price without VAT (as the invoice shows it). */
export function lineFigures(line: DraftLine) {
  return { ...lineTotals(line), unitNetFils: unitNetFils(line) };
}

/** The request body: every listed field, in AED (the server recomputes prices, VAT and totals). */
export function draftToItems(lines: DraftLine[]): EditStoreInvoiceItem[] {
  return lines.map((l) => {
    const { vatFils, totalFils } = lineTotals(l);
    return {
      kind: l.kind,
      product_id: l.productId,
      item: l.item,
      description: l.description,
      quantity: l.quantity,
      unit_price: toAed(unitNetFils(l)),
      vat_amount: toAed(vatFils),
      total: toAed(totalFils),
    };
  });
}
