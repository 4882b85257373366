import { toAed } from '@shop/domain/money';
import type { StoreProductItem } from '@shop/domain/contracts/store-invoices';
import type { AppContext } from '../../context';

/** The store's catalogue for the editor's product picker: price in AED, VAT included, by name. */
export async function findStoreProducts(ctx: AppContext): Promise<StoreProductItem[]> {
  const products = await ctx.store.listProducts();
  return products
    .map((p) => ({ id: p.id, sku: p.sku, name: p.name, price: toAed(p.priceFils) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
