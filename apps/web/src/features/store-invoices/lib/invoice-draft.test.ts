import { describe, expect, it } from 'vitest';
import {
  addFixedLine,
  addProduct,
  draftFromItems,
  draftProblem,
  draftToItems,
  draftTotals,
  lineFigures,
  removeLine,
  setQuantity,
} from './invoice-draft';
import { OVERGRIP, RACKET_LINE } from '../testing/store-invoice';

const saved = draftFromItems([RACKET_LINE]);
const overgrip = OVERGRIP;

describe('store invoice draft on the edit page', () => {
  it('recomputes VAT and totals as quantities change, never below 1', () => {
    const two = setQuantity(saved, saved[0]!.key, 2);
    expect(draftTotals(two)).toEqual({ subtotalFils: 200_000, vatFils: 10_000, totalFils: 210_000 });
    expect(setQuantity(saved, saved[0]!.key, 0)[0]!.quantity).toBe(1);
    expect(setQuantity(saved, saved[0]!.key, Number.NaN)[0]!.quantity).toBe(1);
  });

  it('adds a catalogue product at its store price, and one more unit when it is already there', () => {
    const added = addProduct(saved, overgrip);
    expect(added[1]).toMatchObject({ kind: 'product', productId: 13, quantity: 1, unitPriceFils: 4_200 });
    expect(lineFigures(added[1]!)).toMatchObject({ unitNetFils: 4_000, vatFils: 200, totalFils: 4_200 });
    expect(addProduct(added, overgrip)[1]!.quantity).toBe(2);
    const exclusive = addProduct(saved, { ...overgrip, price: 40, price_includes_vat: false });
    expect(lineFigures(exclusive[1]!)).toMatchObject({ unitNetFils: 4_000, vatFils: 200, totalFils: 4_200 });
  });

  it('totals a VAT-inclusive price times quantity exactly: 2 x 1,119.00 is 2,238.00', () => {
    const [racket] = draftFromItems([
      {
        kind: 'product',
        product_id: 15,
        item: 'Yonex Ezone 98',
        description: '',
        quantity: 1,
        unit_price: 1065.71,
        unit_price_incl_vat: 1119,
        price_includes_vat: true,
        vat_amount: 53.29,
        total: 1119,
      },
    ]);
    expect(draftTotals(setQuantity([racket!], racket!.key, 2))).toEqual({
      subtotalFils: 213_143,
      vatFils: 10_657,
      totalFils: 223_800,
    });
  });

  it('adds the discount (50.00 incl. VAT) and shipping (30.00 + 1.50) once each, discount last', () => {
    const lines = addFixedLine(addFixedLine(addFixedLine(saved, 'discount'), 'shipping'), 'discount');
    expect(lines.map((l) => l.kind)).toEqual(['product', 'shipping', 'discount']);
    expect(draftTotals(lines)).toEqual({
      subtotalFils: 100_000 + 3_000 - 4_762,
      vatFils: 5_000 + 150 - 238,
      totalFils: 105_000 + 3_150 - 5_000,
    });
    expect(draftToItems(lines)[2]).toMatchObject({
      kind: 'discount',
      quantity: 1,
      unit_price: -47.62,
      vat_amount: -2.38,
      total: -50,
    });
  });

  it('names what is wrong before the server is asked', () => {
    expect(draftProblem(saved)).toBeNull();
    expect(draftProblem(removeLine(saved, saved[0]!.key))).toBe('An invoice needs at least one product line.');
  });
});
