import { describe, expect, it } from 'vitest';
import {
  addPurchasesFormSchema,
  eligibilityQuerySchema,
  manualPurchaseRequestSchema,
  purchaseRowSchema,
} from './purchases';
import { hasAtMostTwoDecimals } from './common';

const row = {
  product_id: 101,
  product_name: 'Wilson Pro Staff 97 v14',
  price: 1249.5,
  quantity: 2,
  purchase_date: '2026-01-15',
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)[0];

describe('purchase row contract', () => {
  it('the Add Purchases form asks for the category instead of assuming a racket', () => {
    const form = (category: unknown) => addPurchasesFormSchema.safeParse({ purchases: [{ ...row, category }] });
    expect(firstMessage(form(''))).toBe('purchases.0.category: Choose the category of this product.');
    expect(firstMessage(form(undefined))).toBe('purchases.0.category: Choose the category of this product.');
    expect(form('accessory').success).toBe(true);
  });

  it('takes a category; a row without one (or null) is a racket; an unknown one is refused', () => {
    expect(purchaseRowSchema.parse(row).category).toBe('racket');
    expect(purchaseRowSchema.parse({ ...row, category: null }).category).toBe('racket');
    expect(purchaseRowSchema.parse({ ...row, category: 'accessory' }).category).toBe('accessory');
    expect(firstMessage(purchaseRowSchema.safeParse({ ...row, category: 'bag' }))).toBe(
      'category: Category must be one of racket, strings, accessory or other.',
    );
  });

  it('accepts the five fields and trims the name', () => {
    expect(purchaseRowSchema.parse({ ...row, product_name: '  Babolat Pure Aero ' }).product_name).toBe(
      'Babolat Pure Aero',
    );
  });

  it('says which field is missing, word for word', () => {
    expect(firstMessage(purchaseRowSchema.safeParse({ ...row, product_id: undefined }))).toBe(
      'product_id: Product ID is required.',
    );
    expect(firstMessage(purchaseRowSchema.safeParse({ ...row, product_name: '' }))).toBe(
      'product_name: Product Name is required.',
    );
    expect(firstMessage(purchaseRowSchema.safeParse({ ...row, price: null }))).toBe('price: Price is required.');
    expect(firstMessage(purchaseRowSchema.safeParse({ ...row, quantity: undefined }))).toBe(
      'quantity: Quantity is required.',
    );
    expect(firstMessage(purchaseRowSchema.safeParse({ ...row, purchase_date: '' }))).toBe(
      'purchase_date: Purchase Date is required.',
    );
  });

  it('refuses prices with more than two decimals, negative or huge, and whole-number violations', () => {
    expect(purchaseRowSchema.safeParse({ ...row, price: 10.005 }).success).toBe(false);
    expect(purchaseRowSchema.safeParse({ ...row, price: -1 }).success).toBe(false);
    expect(purchaseRowSchema.safeParse({ ...row, price: 1_000_000.01 }).success).toBe(false);
    expect(purchaseRowSchema.safeParse({ ...row, price: '1249' }).success).toBe(false);
    expect(purchaseRowSchema.safeParse({ ...row, quantity: 0 }).success).toBe(false);
    expect(purchaseRowSchema.safeParse({ ...row, quantity: 101 }).success).toBe(false);
    expect(purchaseRowSchema.safeParse({ ...row, product_id: 1.5 }).success).toBe(false);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(1049.99)).toBe(true);
  });

  it('refuses a purchase date after today in the shop, and says a blank form field is required', () => {
    expect(firstMessage(purchaseRowSchema.safeParse({ ...row, purchase_date: '2999-01-01' }))).toBe(
      'purchase_date: Purchase Date cannot be in the future.',
    );
    expect(firstMessage(purchaseRowSchema.safeParse({ ...row, price: '' }))).toBe('price: Price is required.');
  });

  it('refuses dates that do not exist', () => {
    expect(firstMessage(purchaseRowSchema.safeParse({ ...row, purchase_date: '2026-02-29' }))).toBe(
      'purchase_date: Purchase Date must be a real date.',
    );
    expect(purchaseRowSchema.safeParse({ ...row, purchase_date: '2024-02-29' }).success).toBe(true);
    expect(purchaseRowSchema.safeParse({ ...row, purchase_date: '15/01/2026' }).success).toBe(false);
  });

  it('needs one to fifty rows', () => {
    expect(firstMessage(manualPurchaseRequestSchema.safeParse({ purchases: [] }))).toBe(
      'purchases: Add at least one purchase.',
    );
    expect(manualPurchaseRequestSchema.safeParse({ purchases: Array.from({ length: 51 }, () => row) }).success).toBe(
      false,
    );
    expect(manualPurchaseRequestSchema.safeParse({ purchases: [row, row] }).success).toBe(true);
  });
});

describe('eligibility query contract', () => {
  it('reads both ids from the query string and refuses anything else', () => {
    expect(eligibilityQuerySchema.parse({ customerId: '12', rpId: '7' })).toEqual({ customerId: 12, rpId: 7 });
    expect(firstMessage(eligibilityQuerySchema.safeParse({ customerId: '12' }))).toBe(
      'rpId: rpId must be a positive whole number.',
    );
    expect(eligibilityQuerySchema.safeParse({ customerId: '0', rpId: '7' }).success).toBe(false);
  });
});
