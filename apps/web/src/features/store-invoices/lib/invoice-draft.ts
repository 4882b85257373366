import { aed, toAed, type Fils } from '@shop/domain/money';
import {
  STORE_LINE_LABELS,
  checkStoreInvoiceLines,
  fixedUnitPrice,
  invoiceTotals,
  lineTotals,
  type StoreLineKind,
} from '@shop/domain/store-invoice-totals';
import type { EditStoreInvoiceItem, StoreInvoiceItem, StoreProductItem } from '@shop/domain/contracts/store-invoices';

/** A line on the edit page. Money in fils; the unit price excludes VAT, as on the invoice. */
export interface DraftLine {
  key: string;
  kind: StoreLineKind;
  productId: number | null;
  item: string;
  description: string;
  quantity: number;
  unitPriceFils: Fils;
}

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
    unitPriceFils: aed(i.unit_price),
  }));
}

/** Adds a catalogue product (its VAT-inclusive price turned into a VAT-exclusive unit price), or one more of it. */
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
    // The server prices it by the prices-include-VAT setting; the draft shows the same figure.
    unitPriceFils: aed(product.unit_price),
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

export function lineFigures(line: DraftLine) {
  return lineTotals(line);
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
      unit_price: toAed(l.unitPriceFils),
      vat_amount: toAed(vatFils),
      total: toAed(totalFils),
    };
  });
}
