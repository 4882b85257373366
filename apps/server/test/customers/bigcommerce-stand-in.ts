import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { send, v2Page, v3Error, v3Page } from './bigcommerce-stand-in-pages';
import { createStandInCustomers } from './bigcommerce-stand-in-create';

/**
 * A local HTTP server that answers as BigCommerce's documented REST API does, for the paths this
 * product calls: v3 customers (id:in, email:in, name:like; POST creates) and catalog products with
 * { data, meta.pagination }, v2 orders (min_date_created, min_date_modified, sort) and order
 * products as bare arrays (204 past the end), v3 order refunds and tax settings as { data, meta },
 * X-Auth-Token checks (401), 404 and 422 error bodies, and 429 with the rate-limit headers.
 */
export interface StandInCustomer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
}
export interface StandInProduct {
  id: number;
  name: string;
  sku: string;
  price: number;
  /** Ids of `StandIn.categories` the product is in. */
  categories?: number[];
}
export interface StandInOrder {
  id: number;
  customer_id: number;
  date_created: string;
  /** RFC 2822, UTC: when the order last changed (a status change, a refund). */
  date_modified: string;
  status: string;
  /** BigCommerce's status id; a store may rename `status`, the id stays. */
  status_id: number;
  /** Four-decimal money string, as v2 answers it. */
  refunded_amount: string;
  subtotal_inc_tax: string;
  shipping_cost_inc_tax: string;
  total_inc_tax: string;
  billing_address: { first_name: string; last_name: string; email: string };
  products: {
    id: number;
    product_id: number;
    name: string;
    sku: string;
    quantity: number;
    price_inc_tax: string;
    total_inc_tax: string;
  }[];
}

/** A v3 refund (GET /v3/orders/{order_id}/payment_actions/refunds). */
export interface StandInRefund {
  id: number;
  order_id: number;
  user_id: number;
  created: string;
  reason: string;
  total_amount: number;
  total_tax: number;
  uses_merchant_override_values: boolean;
  items: { item_type: string; item_id: number; quantity: number; requested_amount: number | null }[];
  payments: {
    id: number;
    provider_id: string;
    amount: number;
    offline: boolean;
    is_declined: boolean;
    declined_message: string;
  }[];
}

export interface StandIn {
  url: string;
  storeHash: string;
  token: string;
  customers: StandInCustomer[];
  products: StandInProduct[];
  /** The catalog's categories (GET /v3/catalog/categories). */
  categories: { id: number; name: string }[];
  orders: StandInOrder[];
  refunds: StandInRefund[];
  /** The store's tax setting `tax_entered_with_prices`; null: the token may not read tax settings (403). */
  taxEnteredWithPrices: boolean | null;
  /** The ids of the orders each answered /v2/orders page held, in order. */
  servedOrderIds: number[];
  /** Every request received: method and path with query. */
  requests: string[];
  /** The next N requests answer 429 with X-Rate-Limit-Time-Reset-Ms = resetMs (null: without the rate-limit headers). */
  throttle(times: number, resetMs: number | null): void;
  /** The most rows a v2 page holds, whatever `limit` asks (the documentation states no maximum). */
  v2PageSize: number;
  /** When set, successful answers carry X-Rate-Limit-Requests-Left with this value and the reset time. */
  requestsLeft: number | null;
  /** While true, every request answers 500. */
  failing: boolean;
  /** When set, POST /v3/customers answers 422 with this error. */
  refuseCreate: string | null;
  close(): Promise<void>;
}

export async function startBigCommerceStandIn(options: { storeHash?: string; token?: string } = {}): Promise<StandIn> {
  const storeHash = options.storeHash ?? 'abc123xyz';
  const token = options.token ?? 'stand-in-token';
  let throttled = 0;
  let resetMs: number | null = 0;
  const state: Omit<StandIn, 'url' | 'close' | 'throttle'> = {
    storeHash,
    token,
    customers: [],
    products: [],
    categories: [],
    orders: [],
    refunds: [],
    taxEnteredWithPrices: true,
    servedOrderIds: [],
    requests: [],
    failing: false,
    refuseCreate: null,
    v2PageSize: Infinity,
    requestsLeft: null,
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    state.requests.push(`${req.method} ${url.pathname}${url.search}`);
    const prefix = `/stores/${storeHash}`;
    if (!url.pathname.startsWith(prefix)) return send(res, 404, v3Error(404, 'Store not found.'));
    if (req.headers['x-auth-token'] !== token) return send(res, 401, v3Error(401, 'Unauthorized'));
    if (throttled > 0) {
      throttled -= 1;
      const limits: Record<string, string> =
        resetMs === null
          ? {}
          : {
              'X-Rate-Limit-Time-Reset-Ms': String(resetMs),
              'X-Rate-Limit-Time-Window-Ms': '30000',
              'X-Rate-Limit-Requests-Left': '0',
              'X-Rate-Limit-Requests-Quota': '150',
            };
      return send(res, 429, v3Error(429, 'Too many requests'), limits);
    }
    if (state.failing) return send(res, 500, v3Error(500, 'Internal Server Error'));
    if (state.requestsLeft !== null) {
      res.setHeader('X-Rate-Limit-Requests-Left', String(state.requestsLeft));
      res.setHeader('X-Rate-Limit-Time-Reset-Ms', '2500');
    }
    const path = url.pathname.slice(prefix.length);
    const q = url.searchParams;

    if (path === '/v3/customers' && req.method === 'POST') return void createStandInCustomers(state, req, res);
    if (path === '/v3/customers') {
      let list = [...state.customers];
      const ids = q.get('id:in');
      if (ids !== null) {
        if (!/^\d+(,\d+)*$/.test(ids))
          return send(res, 422, v3Error(422, 'Input is invalid', { 'id:in': 'id:in must be a list of integers' }));
        const wanted = ids.split(',').map(Number);
        list = list.filter((c) => wanted.includes(c.id));
      }
      const emails = q.get('email:in');
      if (emails !== null) list = list.filter((c) => emails.toLowerCase().split(',').includes(c.email.toLowerCase()));
      const name = q.get('name:like');
      // name:like takes a comma-separated list of values and matches any of them.
      if (name !== null)
        list = list.filter((c) =>
          name
            .toLowerCase()
            .split(',')
            .some((part) => `${c.first_name} ${c.last_name}`.toLowerCase().includes(part)),
        );
      return send(res, 200, v3Page(list, q));
    }
    if (path === '/v3/catalog/products') return send(res, 200, v3Page(state.products, q));
    if (path === '/v3/catalog/categories') return send(res, 200, v3Page(state.categories, q));
    if (path === '/v2/store')
      return send(res, 200, {
        id: storeHash,
        domain: 'shop.example.ae',
        name: 'Stand-in Tennis',
        currency: 'AED',
        timezone: { name: 'Asia/Dubai' },
      });
    if (path === '/v2/orders') {
      let list = [...state.orders];
      const customerId = q.get('customer_id');
      if (customerId !== null) list = list.filter((o) => o.customer_id === Number(customerId));
      for (const field of ['date_created', 'date_modified'] as const) {
        const min = q.get(`min_${field}`);
        if (min === null) continue;
        const since = Date.parse(min);
        if (Number.isNaN(since))
          return send(res, 400, [{ status: 400, message: `The field min_${field} is invalid.` }]);
        list = list.filter((o) => Date.parse(o[field]) >= since);
      }
      const [sortField = 'id', direction = 'asc'] = (q.get('sort') ?? 'id').split(':');
      if (sortField !== 'id' && sortField !== 'date_modified')
        return send(res, 400, [{ status: 400, message: 'The field sort is invalid.' }]);
      const key = (o: StandInOrder) => (sortField === 'id' ? o.id : Date.parse(o.date_modified));
      list.sort((a, b) => (key(a) - key(b) || a.id - b.id) * (direction === 'desc' ? -1 : 1));
      const limit = Math.min(Number(q.get('limit') ?? 50), state.v2PageSize);
      const page = Number(q.get('page') ?? 1);
      state.servedOrderIds.push(...list.slice((page - 1) * limit, page * limit).map((o) => o.id));
      return v2Page(
        res,
        list.map(({ products: _products, ...order }) => order),
        q,
        state.v2PageSize,
      );
    }
    const refundsMatch = /^\/v3\/orders\/(\d+)\/payment_actions\/refunds$/.exec(path);
    if (refundsMatch) {
      const orderId = Number(refundsMatch[1]);
      if (!state.orders.some((o) => o.id === orderId))
        return send(res, 404, v3Error(404, 'The requested resource was not found.'));
      const data = state.refunds.filter((r) => r.order_id === orderId).sort((a, b) => a.id - b.id);
      return send(res, 200, { data, meta: {} });
    }
    if (path === '/v3/tax/settings') {
      if (state.taxEnteredWithPrices === null)
        return send(res, 403, v3Error(403, "You don't have a required scope to access the endpoint"));
      return send(res, 200, {
        data: {
          tax_entered_with_prices: state.taxEnteredWithPrices,
          price_display_settings: { show_inclusive_in_control_panel: true, invoice_price_display_strategy: 'ZONE' },
          fallback_strategy: 'DISABLE',
        },
        meta: {},
      });
    }
    const orderMatch = /^\/v2\/orders\/(\d+)(\/products)?$/.exec(path);
    if (orderMatch) {
      const order = state.orders.find((o) => o.id === Number(orderMatch[1]));
      if (!order) return send(res, 404, [{ status: 404, message: 'The requested resource was not found.' }]);
      if (orderMatch[2])
        return v2Page(
          res,
          order.products.map((p) => ({ ...p, order_id: order.id })),
          q,
          state.v2PageSize,
        );
      const { products: _products, ...rest } = order;
      return send(res, 200, rest);
    }
    return send(res, 404, v3Error(404, 'The requested resource was not found.'));
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    throttle(times: number, ms: number | null) {
      throttled = times;
      resetMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
