import type { StoreCustomer, StorePlatform, StoreProduct } from '../types';
import {
  formatRfc2822,
  toStoreCustomer,
  toStoreOrder,
  toStoreOrderProduct,
  toStoreProduct,
  type V2Order,
  type V2OrderProduct,
  type V3Customer,
  type V3Product,
} from './convert';
import { badGateway } from '../../../lib/errors';
import { createBigCommerceHttp, type BigCommerceHttpOptions } from './http';

interface V3Page<T> {
  data: T[];
  meta?: { pagination?: { total_pages?: number; current_page?: number } };
}

const V3_LIMIT = 250;
const V2_LIMIT = 250;
/** Far beyond any shop's catalogue or order history; a store that never ends its pages is an error, not a silent cut. */
const MAX_PAGES = 100_000;
const TOO_MANY_PAGES =
  'The online store kept answering more pages than any store has; the import was stopped. Please try again later.';

/** The shop's BigCommerce store: v3 for customers and catalog, v2 for orders and order products. */
export function createBigCommerceStore(options: BigCommerceHttpOptions): StorePlatform {
  const http = createBigCommerceHttp(options);

  /** Every page of a v3 list, following meta.pagination. */
  async function v3All<T>(path: string, query: Record<string, string | number | undefined>): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const { status, body } = await http.get(path, { ...query, page, limit: V3_LIMIT });
      if (status === 404) return items;
      const envelope = body as V3Page<T>;
      items.push(...(envelope?.data ?? []));
      const totalPages = envelope?.meta?.pagination?.total_pages ?? 1;
      if (page >= totalPages) break;
    }
    return items;
  }

  /**
   * Every page of a v2 list: an array a page, 204 (no body) past the end. The documentation states
   * no maximum page size, so a page shorter than asked is not the end; only an empty page is.
   */
  async function v2All<T>(path: string, query: Record<string, string | number | undefined>): Promise<T[] | null> {
    const items: T[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const { status, body } = await http.get(path, { ...query, page, limit: V2_LIMIT });
      if (status === 404) return page === 1 ? null : items;
      const rows = Array.isArray(body) ? (body as T[]) : [];
      if (status === 204 || rows.length === 0) return items;
      items.push(...rows);
    }
    throw badGateway(TOO_MANY_PAGES);
  }

  return {
    name: 'bigcommerce',

    async getCustomer(id) {
      const [found] = await v3All<V3Customer>('/v3/customers', { 'id:in': id });
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
      const found = (await v3All<V3Customer>('/v3/customers', filters)).map(toStoreCustomer);
      return term.includes(',')
        ? found.filter((c) => `${c.firstName} ${c.lastName}`.toLowerCase().includes(term))
        : found;
    },

    async listProducts(): Promise<StoreProduct[]> {
      return (await v3All<V3Product>('/v3/catalog/products', { include_fields: 'id,name,sku,price' })).map(
        toStoreProduct,
      );
    },

    async listOrders(filter = {}) {
      const rows = await v2All<V2Order>('/v2/orders', {
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
      const rows = await v2All<V2OrderProduct>(`/v2/orders/${orderId}/products`, {});
      return (rows ?? []).map(toStoreOrderProduct);
    },

    // GET /v2/store (the store's own information) is the cheapest call that every valid store answers.
    async checkConnection() {
      try {
        const { status } = await http.get('/v2/store');
        if (status === 404)
          return `BigCommerce knows no store with the hash "${options.storeHash}": check BIGCOMMERCE_STORE_HASH (the part after /stores/ in the API path).`;
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    },
  };
}
