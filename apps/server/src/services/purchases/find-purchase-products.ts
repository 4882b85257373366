import { toAed } from '@shop/domain/money';
import { purchaseCategoryFromStore } from '@shop/domain/purchase-category';
import type { PurchaseProductsResponse } from '@shop/domain/contracts/purchases';
import type { AppContext } from '../../context';

/** The most products one search answers: enough to pick from, small on a phone. */
export const PURCHASE_PRODUCTS_LIMIT = 20;

/**
 * GET /api/purchases/products?search=: the store platform's catalogue for Add Purchases, matched on
 * the name or SKU (containing the words, any case) or the product id (exactly), by name. The category
 * comes from the store's categories (purchaseCategoryFromStore); null when they do not say.
 */
export async function findPurchaseProducts(
  ctx: Pick<AppContext, 'store'>,
  input: { search: string },
): Promise<PurchaseProductsResponse> {
  const words = input.search.toLowerCase().split(/\s+/).filter(Boolean);
  const id = /^[0-9]{1,10}$/.test(input.search) ? Number(input.search) : null;
  const products = await ctx.store.listProducts();
  const items = products
    .filter((p) => {
      if (p.id === id) return true;
      const text = `${p.name} ${p.sku}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => Number(b.id === id) - Number(a.id === id) || a.name.localeCompare(b.name) || a.id - b.id)
    .slice(0, PURCHASE_PRODUCTS_LIMIT)
    .map((p) => ({
      id: p.id,
      sku: p.sku,
      name: p.name,
      price: toAed(p.priceFils),
      category: purchaseCategoryFromStore(p.categories ?? []),
    }));
  return { items };
}
