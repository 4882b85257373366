import type { Fils } from '@shop/domain/money';
import { STORE_LINE_LABELS, lineTotals, storeLinePrice, type StoreLineFields } from '@shop/domain/store-invoice-totals';
import { PAID_STATUS_IDS } from '../../adapters/store/order-statuses';
import type { StoreOrder, StoreOrderProduct } from '../../adapters/store/types';

/** A line ready to save: the unit price on its VAT basis, VAT and total recomputed by the domain rules. */
export interface StoreLine extends StoreLineFields {
  vatFils: Fils;
  totalFils: Fils;
}

export function priceLine(line: Omit<StoreLine, 'vatFils' | 'totalFils'>): StoreLine {
  const { vatFils, totalFils } = lineTotals(line);
  return { ...line, vatFils, totalFils };
}

/**
 * The lines of a new store invoice from the order: one per ordered product (the store's unit price,
 * VAT-inclusive or not by the prices-include-VAT setting), and the order's shipping when it charged any.
 */
export function orderLines(order: StoreOrder, products: StoreOrderProduct[], pricesIncludeVat: boolean): StoreLine[] {
  const lines = products.map((p) =>
    priceLine({
      kind: 'product',
      productId: p.productId,
      item: p.name,
      description: p.sku ? `SKU ${p.sku}` : '',
      quantity: Math.max(1, p.quantity),
      ...storeLinePrice(p.unitPriceIncTaxFils, pricesIncludeVat),
    }),
  );
  if (order.shippingIncTaxFils > 0) {
    lines.push(
      priceLine({
        kind: 'shipping',
        productId: null,
        ...STORE_LINE_LABELS.shipping,
        quantity: 1,
        ...storeLinePrice(order.shippingIncTaxFils, pricesIncludeVat),
      }),
    );
  }
  return lines;
}

/**
 * Only a real sale gets a tax invoice, decided by BigCommerce's status id from an explicit list
 * (PAID_STATUS_IDS), never by the status text: a store may rename its statuses, and "Pending" means
 * the customer did not finish checking out.
 */
export function isInvoiceableOrder(order: StoreOrder): boolean {
  return order.statusId !== null && PAID_STATUS_IDS.has(order.statusId);
}

/** Statuses whose orders were paid back: Refunded (4) in full, Partially Refunded (14) in part. */
export const REFUNDED_STATUS_ID = 4;
export const PARTIALLY_REFUNDED_STATUS_ID = 14;

/** Whether an order may hold a refund to credit: a refunded status, or a refunded amount. */
export function mayHaveRefund(order: StoreOrder): boolean {
  return (
    order.refundedFils > 0 || order.statusId === REFUNDED_STATUS_ID || order.statusId === PARTIALLY_REFUNDED_STATUS_ID
  );
}
