import { addFils, fils, sumFils, timesFils, type Fils } from '@shop/domain/money';
import { statusIdOf } from '../../src/adapters/store/order-statuses';
import { invoices, type InvoiceLine } from '../../src/db/schema';
import type { AppContext } from '../../src/context';
import type {
  StoreOrder,
  StoreOrderProduct,
  StorePlatform,
  StoreProduct,
  StoreRefund,
} from '../../src/adapters/store/types';

let counter = 0;

/**
 * A booking invoice row, inserted directly (the bookings area issues real ones). Lines default to
 * one stringing line of 105.00 AED including 5.00 VAT; amount and VAT follow the lines.
 */
export async function buildInvoice(
  ctx: AppContext,
  overrides: Partial<typeof invoices.$inferInsert> & { lines?: InvoiceLine[] } = {},
) {
  counter += 1;
  const lines = overrides.lines ?? [
    {
      description: 'Regular stringing - Luxilon ALU Power',
      quantity: 1,
      unit_price_fils: fils(10_000),
      vat_fils: fils(500),
      total_fils: fils(10_500),
    },
  ];
  const [row] = await ctx.db
    .insert(invoices)
    .values({
      invoiceNumber: `INV-T${Date.now().toString(36)}${counter}`,
      customerName: `Customer ${counter}`,
      customerEmail: `customer${counter}@shop.test`,
      amountFils: sumFils(lines.map((l) => l.total_fils)),
      vatFils: sumFils(lines.map((l) => l.vat_fils)),
      description: lines.map((l) => l.description).join(', '),
      transactionId: `TXN${Date.now()}${counter}`,
      paymentMethod: 'online',
      sourceKey: `test:${Date.now()}:${counter}`,
      ...overrides,
      lines,
    })
    .returning();
  return row!;
}

export interface MemoryStore extends StorePlatform {
  orders: StoreOrder[];
  products: StoreProduct[];
  orderProducts: StoreOrderProduct[];
  refunds: StoreRefund[];
  /** What the store says about prices including tax (null: it does not say). */
  taxEnteredWithPrices: boolean | null;
  /** Orders per page of forEachOrderPage. */
  pageSize: number;
  /** When set, each page waits for it before being handed over (to hold a sync mid-way). */
  gate: Promise<void> | null;
}

/** An in-memory store platform for tests: orders, their products and a catalogue, all VAT-inclusive. */
export function memoryStore(
  seed: Partial<Pick<MemoryStore, 'orders' | 'products' | 'orderProducts'>> = {},
): MemoryStore {
  const store: MemoryStore = {
    name: 'local',
    orders: seed.orders ?? [],
    products: seed.products ?? [],
    orderProducts: seed.orderProducts ?? [],
    refunds: [],
    taxEnteredWithPrices: null,
    pageSize: 250,
    gate: null,
    async forEachOrderPage(options, onPage) {
      const changed = store.orders
        .filter((o) => !options.minDateModified || o.modifiedAt >= options.minDateModified)
        .sort((a, b) => a.id - b.id);
      for (let i = 0; i < changed.length; i += store.pageSize) {
        if (store.gate) await store.gate;
        await onPage(changed.slice(i, i + store.pageSize));
      }
    },
    async getOrderRefunds(orderId) {
      return store.refunds.filter((r) => r.orderId === orderId);
    },
    async pricesIncludeTax() {
      return store.taxEnteredWithPrices;
    },
    async checkStore() {
      return { ok: true, message: 'In-memory store.' };
    },
    async getCustomer() {
      return null;
    },
    async listProducts() {
      return [...store.products];
    },
    async listOrders(options = {}) {
      return store.orders.filter((o) => (options.customerId ? o.customerId === options.customerId : true));
    },
    async getOrder(id) {
      return store.orders.find((o) => o.id === id) ?? null;
    },
    async getOrderProducts(orderId) {
      return store.orderProducts.filter((p) => p.orderId === orderId);
    },
  };
  return store;
}

/** Adds an order with its products to a memory store. Unit prices are VAT-inclusive fils. */
export function addStoreOrder(
  store: MemoryStore,
  order: {
    id: number;
    billingName?: string;
    status?: string;
    shippingIncTaxFils?: Fils;
    createdAt?: Date;
    modifiedAt?: Date;
    refundedFils?: Fils;
    lines: { productId: number; name: string; sku?: string; quantity: number; unitPriceIncTaxFils: Fils }[];
  },
): StoreOrder {
  const subtotal = sumFils(order.lines.map((l) => timesFils(l.unitPriceIncTaxFils, l.quantity)));
  const shipping = order.shippingIncTaxFils ?? fils(0);
  const createdAt = order.createdAt ?? new Date(Date.UTC(2026, 10, 1, 8, 0, 0) + order.id * 60_000);
  const made: StoreOrder = {
    id: order.id,
    customerId: 7,
    billingName: order.billingName ?? `Buyer ${order.id}`,
    email: `buyer${order.id}@shop.test`,
    createdAt,
    status: order.status ?? 'Completed',
    statusId: statusIdOf(order.status ?? 'Completed'),
    subtotalIncTaxFils: subtotal,
    shippingIncTaxFils: shipping,
    totalIncTaxFils: addFils(subtotal, shipping),
    modifiedAt: order.modifiedAt ?? createdAt,
    refundedFils: order.refundedFils ?? fils(0),
  };
  store.orders.push(made);
  order.lines.forEach((l, i) =>
    store.orderProducts.push({
      id: order.id * 100 + i,
      orderId: order.id,
      productId: l.productId,
      name: l.name,
      sku: l.sku ?? `SKU-${l.productId}`,
      quantity: l.quantity,
      unitPriceIncTaxFils: l.unitPriceIncTaxFils,
      totalIncTaxFils: timesFils(l.unitPriceIncTaxFils, l.quantity),
    }),
  );
  return made;
}
