import { toAed } from '@shop/domain/money';
import { netFromStorePrice } from '@shop/domain/store-invoice-totals';
import type { StoreProductItem } from '@shop/domain/contracts/store-invoices';
import type { AppContext } from '../../context';
import { pricesIncludeVat } from '../settings/store-settings';

/**
 * The store's catalogue for the editor's product picker: the store's price, the
 * line's unit price (excl. VAT) and whether the store's price includes VAT (the line's basis), by name.
 */
export async function findStoreProducts(ctx: AppContext): Promise<StoreProductItem[]> {
  const [products, includeVat] = await Promise.all([ctx.store.listProducts(), pricesIncludeVat(ctx)]);
  return products
    .map((p) => ({
      id: p.id,
      sku: p.sku,
      name: p.name,
      price: toAed(p.priceFils),
      unit_price: toAed(netFromStorePrice(p.priceFils, includeVat)),
      price_includes_vat: includeVat,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
