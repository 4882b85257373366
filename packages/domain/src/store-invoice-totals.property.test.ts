import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fils, type Fils } from './money';
import { invoiceTotals, lineTotals, storeLinePrice, unitGrossFils } from './store-invoice-totals';

/** Store prices from 0.01 to 99,999.99 AED and quantities up to the editor's 999. */
const price = fc.integer({ min: 1, max: 9_999_999 }).map((n) => fils(n));
const quantity = fc.integer({ min: 1, max: 999 });
const setting = fc.boolean();

describe('store invoice line totals, over random prices and quantities', () => {
  it('a VAT-inclusive line totals exactly price x quantity; VAT is derived once from that total', () => {
    fc.assert(
      fc.property(price, quantity, (p, q) => {
        const totals = lineTotals({ quantity: q, ...storeLinePrice(p, true) });
        expect(totals.totalFils).toBe(p * q);
        // VAT once per line: the VAT inside the line total, rounded half away from zero.
        expect(totals.vatFils).toBe(Math.round((p * q * 5) / 105));
        expect(totals.netFils + totals.vatFils).toBe(totals.totalFils);
      }),
    );
  });

  it('a VAT-exclusive line adds 5 percent VAT once to price x quantity', () => {
    fc.assert(
      fc.property(price, quantity, (p, q) => {
        const totals = lineTotals({ quantity: q, ...storeLinePrice(p, false) });
        expect(totals.netFils).toBe(p * q);
        expect(totals.vatFils).toBe(Math.round((p * q * 5) / 100));
        expect(totals.netFils + totals.vatFils).toBe(totals.totalFils);
      }),
    );
  });

  it('net + VAT = gross per line and in the invoice, which sums its lines, for both settings', () => {
    const line = fc.record({ p: price, q: quantity, includesVat: setting });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (raw) => {
        const lines = raw.map(({ p, q, includesVat }) => ({ quantity: q, ...storeLinePrice(p, includesVat) }));
        const each = lines.map(lineTotals);
        for (const t of each) expect(t.netFils + t.vatFils).toBe(t.totalFils);
        const totals = invoiceTotals(lines);
        expect(totals.totalFils).toBe(each.reduce((s, t) => s + t.totalFils, 0));
        expect(totals.vatFils).toBe(each.reduce((s, t) => s + t.vatFils, 0));
        expect(totals.subtotalFils + totals.vatFils).toBe(totals.totalFils);
      }),
    );
  });

  it('one unit of a VAT-exclusive price costs its gross price: quantity 1 agrees on both bases', () => {
    fc.assert(
      fc.property(price, (p: Fils) => {
        const gross = unitGrossFils({ unitPriceFils: p, priceIncludesVat: false });
        expect(lineTotals({ quantity: 1, unitPriceFils: gross, priceIncludesVat: true }).totalFils).toBe(
          lineTotals({ quantity: 1, unitPriceFils: p }).totalFils,
        );
      }),
    );
  });
});
