import { describe, expect, it } from 'vitest';
import { BRING_OWN_GRIP_ID, BRING_OWN_STRING_ID, GRIPS, STRINGS, findGrip, findString } from './catalogue';
import { aed } from './money';
import { PICKUP_OPTIONS, type PickupOption } from './pickup';
import { entryPrice, freeLinePrice, pickupFee, priceCheckout, priceLine } from './pricing';

// Expected AED per string product id: [regular, express, free regular, free express].
const STRING_TABLE: [
  id: number,
  name: string,
  regular: number,
  express: number,
  freeRegular: number,
  freeExpress: number,
][] = [
  [1, 'Prince Synthetic Gut Duraflex 16', 120, 145, 45, 70],
  [2, 'Head Lynx Tour 1.25', 150, 175, 75, 100],
  [3, 'Yonex Poly Tour Pro 1.25', 160, 185, 85, 110],
  [4, 'Solinco Tour Bite 1.25', 165, 190, 90, 115],
  [5, 'Solinco Hyper-G 1.25', 170, 195, 95, 120],
  [6, 'Wilson NXT 16', 180, 205, 105, 130],
  [7, 'Babolat RPM Blast 1.25', 185, 210, 110, 135],
  [8, 'Tecnifibre X-One Biphase 1.30', 190, 215, 115, 140],
  [9, 'Luxilon ALU Power 1.25', 195, 220, 120, 145],
  [10, "Wilson Champion's Choice Duo (Gut/ALU Power)", 220, 245, 145, 170],
  [11, 'Babolat Touch VS Natural Gut 1.30', 225, 250, 150, 175],
  [12, 'Bring Own String', 75, 100, 0, 25],
];

// Expected AED per grip product id: [regular, express or null when the shop offers no express].
const GRIP_TABLE: [id: number, name: string, regular: number, express: number | null][] = [
  [1, 'Babolat Syntec Pro', 70, 85],
  [2, 'Head Hydrosorb Pro', 72, 87],
  [3, 'Tecnifibre X-Tra Feel', 68, 83],
  [4, 'Yonex Synthetic Leather Tour Grip', 74, 89],
  [5, 'Wilson Premium Leather Grip', 79, null],
  [6, 'Wilson Pro Overgrip', 65, 80],
  [7, 'Tourna Grip Original', 67, 82],
  [8, 'Yonex Super Grap', 65, 80],
  [9, 'Babolat VS Original Overgrip', 69, 84],
  [10, 'Head Prime Tour Overgrip', 66, 81],
  [11, 'Bring Own Grip', 20, 30],
];

const FEE_TABLE: [PickupOption, number][] = [
  ['in-store', 0],
  ['pickup', 30],
  ['delivery', 30],
  ['pickup/delivery', 60],
  ['express-pickup', 50],
  ['express-delivery', 50],
  ['express-pickup/delivery', 100],
];

describe('string prices', () => {
  it('the table covers every string in the catalogue', () => {
    expect(STRINGS).toHaveLength(STRING_TABLE.length * 2);
  });

  it.each(STRING_TABLE)(
    '#%i %s: regular %i, express %i, free %i, free express %i',
    (id, name, regular, express, freeRegular, freeExpress) => {
      expect(findString(id)?.name).toBe(name);
      expect(findString(id + 100)?.name).toBe(name);
      expect(priceLine({ serviceKind: 'string', stringId: id })).toEqual({
        ok: true,
        type: 'Regular',
        price: aed(regular),
        listPrice: aed(regular),
        discount: aed(0),
      });
      expect(priceLine({ serviceKind: 'string', stringId: id + 100 })).toEqual({
        ok: true,
        type: 'Express',
        price: aed(express),
        listPrice: aed(express),
        discount: aed(0),
      });
      expect(priceLine({ serviceKind: 'string', stringId: id, freeService: true })).toEqual({
        ok: true,
        type: 'Regular',
        price: aed(freeRegular),
        listPrice: aed(regular),
        discount: aed(regular - freeRegular),
      });
      expect(priceLine({ serviceKind: 'string', stringId: id + 100, freeService: true })).toEqual({
        ok: true,
        type: 'Express',
        price: aed(freeExpress),
        listPrice: aed(express),
        discount: aed(express - freeExpress),
      });
    },
  );

  it('regular prices stay within 120 to 225 AED, Bring Own String 75, express adds 25', () => {
    for (const s of STRINGS) {
      if (s.string_id % 100 === BRING_OWN_STRING_ID) {
        expect(s.basePrice).toBe(75);
      } else {
        expect(s.basePrice).toBeGreaterThanOrEqual(120);
        expect(s.basePrice).toBeLessThanOrEqual(225);
      }
      expect(s.priceDifference).toBe(s.type === 'Express' ? 25 : undefined);
    }
  });

  it('a free line never goes below 0 and express adds 25 after the floor', () => {
    expect(freeLinePrice({ basePrice: 50, type: 'Regular' })).toBe(0);
    expect(freeLinePrice({ basePrice: 50, type: 'Express' })).toBe(aed(25));
    expect(freeLinePrice({ basePrice: 75.5, type: 'Regular' })).toBe(50);
  });

  it('refuses an unknown string', () => {
    expect(priceLine({ serviceKind: 'string', stringId: 999 })).toEqual({
      ok: false,
      reason: 'The selected string is not in the catalogue.',
    });
  });
});

describe('grip prices', () => {
  it('the table covers every grip in the catalogue', () => {
    expect(GRIPS).toHaveLength(GRIP_TABLE.reduce((n, [, , , express]) => n + (express === null ? 1 : 2), 0));
  });

  it.each(GRIP_TABLE)('#%i %s: regular %i, express %s', (id, name, regular, express) => {
    expect(findGrip(id)?.name).toBe(name);
    expect(priceLine({ serviceKind: 'grip', gripId: id })).toEqual({
      ok: true,
      type: 'Regular',
      price: aed(regular),
      listPrice: aed(regular),
      discount: aed(0),
    });
    if (express === null) {
      expect(findGrip(id + 100)).toBeUndefined();
      expect(priceLine({ serviceKind: 'grip', gripId: id + 100 }).ok).toBe(false);
    } else {
      expect(findGrip(id + 100)?.name).toBe(name);
      expect(priceLine({ serviceKind: 'grip', gripId: id + 100 })).toEqual({
        ok: true,
        type: 'Express',
        price: aed(express),
        listPrice: aed(express),
        discount: aed(0),
      });
    }
  });

  it('grips cost 65 to 79 AED, Bring Own Grip 20; express adds 15, Bring Own Grip express 10', () => {
    for (const g of GRIPS) {
      if (g.grip_id % 100 === BRING_OWN_GRIP_ID) {
        expect(g.basePrice).toBe(20);
      } else {
        expect(g.basePrice).toBeGreaterThanOrEqual(65);
        expect(g.basePrice).toBeLessThanOrEqual(79);
      }
      const expected = g.type === 'Regular' ? undefined : g.grip_id % 100 === BRING_OWN_GRIP_ID ? 10 : 15;
      expect(g.priceDifference).toBe(expected);
      expect(entryPrice(g)).toBe(aed(g.basePrice + (expected ?? 0)));
    }
  });
});

describe('pickup fees', () => {
  it.each(FEE_TABLE)('%s costs %i AED', (option, fee) => {
    expect(pickupFee(option)).toBe(aed(fee));
  });

  it('the table covers every option', () => {
    expect(FEE_TABLE.map(([o]) => o)).toEqual([...PICKUP_OPTIONS]);
  });
});

describe('checkout totals', () => {
  it.each<
    [
      string,
      Parameters<typeof priceCheckout>[0],
      PickupOption,
      { strings: number; grips: number; fee: number; total: number; mode: string },
    ]
  >([
    [
      'one regular string in store',
      [{ serviceKind: 'string', stringId: 9 }],
      'in-store',
      { strings: 195, grips: 0, fee: 0, total: 195, mode: 'Regular' },
    ],
    [
      'two strings, one express, pickup and delivery',
      [
        { serviceKind: 'string', stringId: 7 },
        { serviceKind: 'string', stringId: 105 },
      ],
      'express-pickup/delivery',
      { strings: 380, grips: 0, fee: 100, total: 480, mode: 'Express' },
    ],
    [
      'string and grip with delivery: the fee is charged once',
      [
        { serviceKind: 'string', stringId: 3 },
        { serviceKind: 'grip', gripId: 6 },
        { serviceKind: 'grip', gripId: 8 },
      ],
      'delivery',
      { strings: 160, grips: 130, fee: 30, total: 320, mode: 'Regular' },
    ],
    [
      'free Bring Own String in store is 0',
      [{ serviceKind: 'string', stringId: 12, freeService: true }],
      'in-store',
      { strings: 0, grips: 0, fee: 0, total: 0, mode: 'Regular' },
    ],
    [
      'free express string with express pickup',
      [{ serviceKind: 'string', stringId: 109, freeService: true }],
      'express-pickup',
      { strings: 145, grips: 0, fee: 50, total: 195, mode: 'Express' },
    ],
    [
      'express grip alone is express mode',
      [{ serviceKind: 'grip', gripId: 111 }],
      'express-delivery',
      { strings: 0, grips: 30, fee: 50, total: 80, mode: 'Express' },
    ],
    ['nothing at all', [], 'pickup', { strings: 0, grips: 0, fee: 30, total: 30, mode: 'Regular' }],
  ])('%s', (_name, lines, option, expected) => {
    const result = priceCheckout(lines, option);
    expect(result).toMatchObject({
      ok: true,
      strings: aed(expected.strings),
      grips: aed(expected.grips),
      pickupFee: aed(expected.fee),
      total: aed(expected.total),
      mode: expected.mode,
    });
  });

  it('refuses a checkout with an unknown grip', () => {
    expect(priceCheckout([{ serviceKind: 'grip', gripId: 105 }], 'in-store')).toEqual({
      ok: false,
      reason: 'The selected grip is not in the catalogue.',
    });
  });

  it('sums in whole fils', () => {
    const result = priceCheckout(
      STRINGS.map((s) => ({ serviceKind: 'string' as const, stringId: s.string_id })),
      'pickup',
    );
    expect(result.ok && Number.isInteger(result.total)).toBe(true);
  });
});
