/**
 * What kind of product a purchase row is (docs/product/rules.md#free-stringings): only a `racket`
 * earns free stringings. A row sent without a category is a racket (the Add Purchases screen has
 * always recorded racket purchases), so existing clients keep their meaning.
 */
export const PURCHASE_CATEGORIES = ['racket', 'strings', 'accessory', 'other'] as const;
export type PurchaseCategory = (typeof PURCHASE_CATEGORIES)[number];

export const DEFAULT_PURCHASE_CATEGORY: PurchaseCategory = 'racket';

export const PURCHASE_CATEGORY_LABELS: Readonly<Record<PurchaseCategory, string>> = {
  racket: 'Racket',
  strings: 'Strings',
  accessory: 'Accessory',
  other: 'Other',
};

// Checked in this order: "Racket Bags" is an accessory, "Racket Strings" are strings.
const ACCESSORY =
  /\b(bags?|backpacks?|covers?|accessor(y|ies)|grips?|overgrips?|balls?|dampeners?|wristbands?|towels?)\b/i;
const STRINGS = /\bstrings?\b/i;
const RACKET = /\b(rackets?|racquets?)\b/i;

function categoryOfName(name: string): PurchaseCategory | null {
  if (ACCESSORY.test(name)) return 'accessory';
  if (STRINGS.test(name)) return 'strings';
  if (RACKET.test(name)) return 'racket';
  return null;
}

/**
 * A store product's category from the names of the store categories it is in
 * (docs/decisions/purchase-category.md): each name that says racket, strings or accessory counts;
 * names that say none of them ("Sale", "New arrivals") are ignored. One kind named: that kind. No
 * kind, or names that disagree: null, and staff choose the category.
 */
export function purchaseCategoryFromStore(categoryNames: readonly string[]): PurchaseCategory | null {
  const kinds = new Set(categoryNames.map(categoryOfName).filter((kind) => kind !== null));
  return kinds.size === 1 ? [...kinds][0]! : null;
}
