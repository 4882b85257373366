import { describe, expect, it } from 'vitest';
import { purchaseCategoryFromStore } from './purchase-category';

describe('purchaseCategoryFromStore', () => {
  it('reads the kind from the store category names', () => {
    expect(purchaseCategoryFromStore(['Rackets'])).toBe('racket');
    expect(purchaseCategoryFromStore(['Tennis Racquets', 'Sale'])).toBe('racket');
    expect(purchaseCategoryFromStore(['Strings'])).toBe('strings');
    expect(purchaseCategoryFromStore(['Racket Strings'])).toBe('strings');
    expect(purchaseCategoryFromStore(['Grips'])).toBe('accessory');
    expect(purchaseCategoryFromStore(['Balls'])).toBe('accessory');
  });

  it('a racket bag is an accessory, never a racket', () => {
    expect(purchaseCategoryFromStore(['Racket Bags'])).toBe('accessory');
    expect(purchaseCategoryFromStore(['Bags', 'Accessories'])).toBe('accessory');
  });

  it('leaves the choice to staff when the names say nothing or disagree', () => {
    expect(purchaseCategoryFromStore([])).toBeNull();
    expect(purchaseCategoryFromStore(['Sale', 'New arrivals'])).toBeNull();
    expect(purchaseCategoryFromStore(['Rackets', 'Bags'])).toBeNull();
  });
});
