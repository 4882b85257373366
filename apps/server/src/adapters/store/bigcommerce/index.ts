import type { StoreCustomer, StorePlatform, StoreProduct } from '../types';
import {
  formatRfc2822,
  toStoreCustomer,
  toStoreOrder,
  toStoreOrderProduct,
  toStoreProduct,
  toStoreRefund,
  type V2Order,
  type V2OrderProduct,
  type V3Category,
  type V3Customer,
  type V3Product,
  type V3Refund,
} from './convert';
import { createBigCommerceHttp, type BigCommerceHttpOptions } from './http';
import { v2All, v2Pages, v3All } from './paging';
import { checkStore } from './store-check';
import { createBigCommerceCustomer } from './create-customer';

/** The shop's BigCommerce store: v3 for customers, catalog, refunds and tax settings; v2 for orders. */
export function createBigCommerceStore(options: BigCommerceHttpOptions): StorePlatform {
  const http = createBigCommerceHttp(options);
  const v3 = <T>(path: string, query: Record<string, string | number | undefined>) => v3All<T>(http, path, query);

  return {
    name: 'bigcommerce',

    async getCustomer(id) {
      const [found] = await v3<V3Customer>('/v3/customers', { 'id:in': id });
      return found ? toStoreCustomer(found) : null;
    },

    async findCustomers(query): Promise<StoreCustomer[]> {
      const filters: Record<string, string> = {};
      if (query.ids?.length) filters['id:in'] = query.ids.join(',');
      if (query.emails?.length) filters['email:in'] = query.emails.join(',');
      // name:like is a comma-separated list (any value matches): search the longest comma-free part
      // and keep only customers whose whole name contains the whole term.
      const term = query.nameLike?.trim().toLowerCase() ?? '';
      const part =
        term
          .split(',')
          .map((p) => p.trim())
          .sort((a, b) => b.length - a.length)[0] ?? '';
      if (part) filters['name:like'] = part;
      if (Object.keys(filters).length === 0) return [];
      const found = (await v3<V3Customer>('/v3/customers', filters)).map(toStoreCustomer);
      return term.includes(',')
        ? found.filter((c) => `${c.firstName} ${c.lastName}`.toLowerCase().includes(term))
        : found;
    },

    createCustomer: (input) => createBigCommerceCustomer(http, input),

    async listProducts(): Promise<StoreProduct[]> {
      const products = await v3<V3Product>('/v3/catalog/products', { include_fields: 'id,name,sku,price,categories' });
      // Category names (for the purchase category) only when some product is in a category.
      if (!products.some((p) => p.categories?.length)) return products.map((p) => toStoreProduct(p));
      const categories = await v3<V3Category>('/v3/catalog/categories', { include_fields: 'id,name' });
      const names = new Map(categories.map((c) => [c.id, c.name]));
      return products.map((p) => toStoreProduct(p, names));
    },

    async listOrders(filter = {}) {
      const rows = await v2All<V2Order>(http, '/v2/orders', {
        customer_id: filter.customerId,
        min_date_created: filter.minDateCreated ? formatRfc2822(filter.minDateCreated) : undefined,
      });
      return (rows ?? []).map(toStoreOrder);
    },

    async getOrder(id) {
      const { status, body } = await http.get(`/v2/orders/${id}`);
      if (status === 404 || !body || Array.isArray(body)) return null;
      return toStoreOrder(body as V2Order);
    },

    async getOrderProducts(orderId) {
      const rows = await v2All<V2OrderProduct>(http, `/v2/orders/${orderId}/products`, {});
      return (rows ?? []).map(toStoreOrderProduct);
    },

    async forEachOrderPage(filter, onPage) {
      // Ascending id: a change made while the pages are read moves no order to another page.
      await v2Pages<V2Order>(
        http,
        '/v2/orders',
        {
          sort: 'id:asc',
          min_date_modified: filter.minDateModified ? formatRfc2822(filter.minDateModified) : undefined,
        },
        (rows) => onPage(rows.map(toStoreOrder)),
      );
    },

    async getOrderRefunds(orderId) {
      const refunds = await v3<V3Refund>(`/v3/orders/${orderId}/payment_actions/refunds`, {});
      return refunds.map(toStoreRefund).sort((a, b) => a.id - b.id);
    },

    // GET /v3/tax/settings: `tax_entered_with_prices` says whether the store's prices include tax.
    async pricesIncludeTax() {
      try {
        const { status, body } = await http.get('/v3/tax/settings');
        const value = status === 200 ? (body as { data?: { tax_entered_with_prices?: unknown } })?.data : undefined;
        return typeof value?.tax_entered_with_prices === 'boolean' ? value.tax_entered_with_prices : null;
      } catch {
        // A token without the settings scope, or the store out of reach: the store does not say.
        return null;
      }
    },

    async checkConnection() {
      const result = await checkStore(http, options.storeHash);
      return result.ok ? null : result.message;
    },

    checkStore: () => checkStore(http, options.storeHash),
  };
}
