import { describe, expect, it } from 'vitest';
import { fils } from './money';
import {
  DISCOUNT_UNIT_FILS,
  SHIPPING_UNIT_FILS,
  STORE_INVOICE_RULE_MESSAGES as M,
  checkStoreInvoiceLines,
  invoiceTotals,
  lineTotals,
  netFromInclusive,
  netFromStorePrice,
  splitStoreAmount,
  storeLinePrice,
  unitNetFils,
} from './store-invoice-totals';

describe('store invoice totals', () => {
  it('adds 5 percent VAT to quantity times the VAT-exclusive unit price', () => {
    expect(lineTotals({ quantity: 3, unitPriceFils: fils(10_000) })).toEqual({
      netFils: 30_000,
      vatFils: 1_500,
      totalFils: 31_500,
    });
    expect(lineTotals({ quantity: 1, unitPriceFils: fils(9_429) })).toEqual({
      netFils: 9_429,
      vatFils: 471,
      totalFils: 9_900,
    });
  });

  it('rounds VAT half away from zero', () => {
    expect(lineTotals({ quantity: 1, unitPriceFils: fils(10) }).vatFils).toBe(1); // 0.5 fils
    expect(lineTotals({ quantity: 1, unitPriceFils: fils(-10) }).vatFils).toBe(-1);
    expect(lineTotals({ quantity: 1, unitPriceFils: fils(9) }).vatFils).toBe(0); // 0.45 fils
  });

  it('prices shipping at 30.00 plus 1.50 VAT', () => {
    expect(lineTotals({ quantity: 1, unitPriceFils: SHIPPING_UNIT_FILS })).toEqual({
      netFils: 3_000,
      vatFils: 150,
      totalFils: 3_150,
    });
  });

  it('takes exactly 50.00 off including VAT with the discount line', () => {
    expect(DISCOUNT_UNIT_FILS).toBe(-4_762);
    expect(lineTotals({ quantity: 1, unitPriceFils: DISCOUNT_UNIT_FILS })).toEqual({
      netFils: -4_762,
      vatFils: -238,
      totalFils: -5_000,
    });
  });

  it('takes the VAT out of a VAT-inclusive catalogue price', () => {
    expect(netFromInclusive(fils(10_500))).toBe(10_000);
    expect(netFromInclusive(fils(5_000))).toBe(4_762);
    expect(netFromInclusive(fils(0))).toBe(0);
  });

  it('reads a store price by the prices-include-VAT setting: VAT extracted, or added on top', () => {
    const inclusive = lineTotals({ quantity: 1, unitPriceFils: netFromStorePrice(fils(10_500), true) });
    expect(inclusive).toEqual({ netFils: 10_000, vatFils: 500, totalFils: 10_500 });
    const exclusive = lineTotals({ quantity: 1, unitPriceFils: netFromStorePrice(fils(10_500), false) });
    expect(exclusive).toEqual({ netFils: 10_500, vatFils: 525, totalFils: 11_025 });
  });

  it('totals a VAT-inclusive price times quantity exactly: 2 x 1,119.00 is 2,238.00, VAT derived once', () => {
    const line = { quantity: 2, ...storeLinePrice(fils(111_900), true) };
    expect(lineTotals(line)).toEqual({ netFils: 213_143, vatFils: 10_657, totalFils: 223_800 });
    expect(invoiceTotals([line]).totalFils).toBe(223_800);
    expect(unitNetFils(line)).toBe(106_571);
    // Pricing the unit without VAT and adding VAT to the line lost a fil: the bug this fixes.
    expect(lineTotals({ quantity: 2, unitPriceFils: netFromStorePrice(fils(111_900), true) }).totalFils).toBe(223_799);
  });

  it('splits a refunded amount into net and VAT: the exact amount paid back when prices include VAT', () => {
    expect(splitStoreAmount(fils(5_000), true)).toEqual({ netFils: 4_762, vatFils: 238, totalFils: 5_000 });
    expect(splitStoreAmount(fils(3_333), true)).toEqual({ netFils: 3_174, vatFils: 159, totalFils: 3_333 });
    expect(splitStoreAmount(fils(5_000), false)).toEqual({ netFils: 5_000, vatFils: 250, totalFils: 5_250 });
  });

  it('sums an invoice: subtotal excluding VAT, VAT, total', () => {
    const totals = invoiceTotals([
      { quantity: 2, unitPriceFils: fils(10_000) },
      { quantity: 1, unitPriceFils: SHIPPING_UNIT_FILS },
      { quantity: 1, unitPriceFils: DISCOUNT_UNIT_FILS },
    ]);
    expect(totals).toEqual({
      subtotalFils: 20_000 + 3_000 - 4_762,
      vatFils: 1_000 + 150 - 238,
      totalFils: 21_000 + 3_150 - 5_000,
    });
    expect(invoiceTotals([])).toEqual({ subtotalFils: 0, vatFils: 0, totalFils: 0 });
  });
});

describe('store invoice line rules', () => {
  const product = (productId: number, quantity = 1, unitPriceFils = fils(10_000)) => ({
    kind: 'product' as const,
    productId,
    quantity,
    unitPriceFils,
  });
  const discount = { kind: 'discount' as const, productId: null, quantity: 1, unitPriceFils: DISCOUNT_UNIT_FILS };
  const shipping = { kind: 'shipping' as const, productId: null, quantity: 1, unitPriceFils: SHIPPING_UNIT_FILS };

  it('accepts products with one discount and one shipping line', () => {
    expect(checkStoreInvoiceLines([product(1), product(2, 3), discount, shipping])).toEqual({ ok: true });
  });

  it('refuses an invoice without products, duplicates, and extra discount or shipping lines', () => {
    expect(checkStoreInvoiceLines([shipping])).toEqual({ ok: false, reason: M.needsProduct });
    expect(checkStoreInvoiceLines([product(1), product(1)])).toEqual({ ok: false, reason: M.duplicateProduct });
    expect(checkStoreInvoiceLines([product(1), discount, discount])).toEqual({ ok: false, reason: M.oneDiscount });
    expect(checkStoreInvoiceLines([product(1), shipping, shipping])).toEqual({ ok: false, reason: M.oneShipping });
    expect(checkStoreInvoiceLines([product(1), { ...shipping, quantity: 2 }])).toEqual({
      ok: false,
      reason: M.fixedQuantity,
    });
  });

  it('refuses a discount larger than the rest of the invoice', () => {
    expect(checkStoreInvoiceLines([product(1, 1, fils(2_000)), discount])).toEqual({
      ok: false,
      reason: M.negativeTotal,
    });
  });
});
