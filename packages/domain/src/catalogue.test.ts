import { describe, expect, it } from 'vitest';
import { GRIPS, STRINGS, STRING_PRODUCTS_LIST, gripVariant, stringVariant } from './catalogue';

describe('catalogue', () => {
  it('every entry id is unique', () => {
    expect(new Set(STRINGS.map((s) => s.string_id)).size).toBe(STRINGS.length);
    expect(new Set(GRIPS.map((g) => g.grip_id)).size).toBe(GRIPS.length);
  });

  it('every string has a regular and an express entry of the same product', () => {
    for (const s of STRING_PRODUCTS_LIST) {
      const express = stringVariant(s.string_id, 'Express');
      expect(express).toMatchObject({
        name: s.name,
        brand: s.brand,
        type: 'Express',
        basePrice: s.basePrice,
        stockStatus: s.stockStatus,
      });
      expect(stringVariant(express!.string_id, 'Regular')).toEqual(s);
    }
  });

  it('switching a grip to express finds its express entry, or nothing for leather', () => {
    expect(gripVariant(1, 'Express')).toMatchObject({ grip_id: 101, name: 'Babolat Syntec Pro', type: 'Express' });
    expect(gripVariant(101, 'Regular')).toMatchObject({ grip_id: 1, type: 'Regular' });
    expect(gripVariant(5, 'Express')).toBeUndefined();
    expect(gripVariant(999, 'Regular')).toBeUndefined();
  });

  it('base grips and overgrips are told apart', () => {
    expect(GRIPS.find((g) => g.name === 'Babolat Syntec Pro')?.category).toBe('base');
    expect(GRIPS.find((g) => g.name === 'Tourna Grip Original')?.category).toBe('overgrip');
    expect(GRIPS.find((g) => g.name === 'Bring Own Grip')?.category).toBe('own');
  });
});
