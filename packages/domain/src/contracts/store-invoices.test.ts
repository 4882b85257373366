import { describe, expect, it } from 'vitest';
import { STORE_INVOICE_RULE_MESSAGES } from '../store-invoice-totals';
import { storeInvoiceFormSchema } from './store-invoices';

const product = {
  kind: 'product' as const,
  productId: 11,
  quantity: 1,
  unitPriceFils: 105_000,
  priceIncludesVat: true,
};
const messages = (values: unknown) =>
  storeInvoiceFormSchema.safeParse(values).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('store invoice editor form', () => {
  it('accepts lines that keep the invoice rules', () => {
    expect(messages({ items: [product, { ...product, productId: 12, quantity: 3 }] })).toEqual([]);
  });

  it("names the request's quantity rule on the line and the invoice rules on items", () => {
    expect(messages({ items: [{ ...product, quantity: 0 }] })).toEqual([
      'items.0.quantity: Quantity must be at least 1.',
    ]);
    expect(messages({ items: [product, product] })).toEqual([`items: ${STORE_INVOICE_RULE_MESSAGES.duplicateProduct}`]);
    expect(messages({ items: [] })).toEqual([`items: ${STORE_INVOICE_RULE_MESSAGES.needsProduct}`]);
  });
});
