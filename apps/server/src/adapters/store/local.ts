import { statusIdOf } from './order-statuses';
import { and, asc, eq, gt, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { SETTINGS_MESSAGES } from '@shop/domain/contracts/settings';
import type { Db } from '../../db/client';
import { storeCustomers, storeOrderProducts, storeOrders, storeProducts } from '../../db/schema';
import type { StoreCustomer, StoreOrder, StorePlatform } from './types';

const toCustomer = (row: typeof storeCustomers.$inferSelect): StoreCustomer => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
});

const toOrder = (row: typeof storeOrders.$inferSelect): StoreOrder => ({
  id: row.id,
  customerId: row.customerId,
  billingName: row.billingName,
  email: row.email,
  createdAt: row.createdAt,
  status: row.status,
  statusId: statusIdOf(row.status),
  subtotalIncTaxFils: row.subtotalIncTaxFils,
  shippingIncTaxFils: row.shippingIncTaxFils,
  totalIncTaxFils: row.totalIncTaxFils,
  modifiedAt: row.modifiedAt,
  refundedFils: row.refundedFils,
});

const PAGE_SIZE = 250;

/** The local store platform: the shop's online store kept in our own tables (seeded in demo mode). */
export function createLocalStore(db: Db): StorePlatform {
  return {
    name: 'local',

    async getCustomer(id) {
      const [row] = await db.select().from(storeCustomers).where(eq(storeCustomers.id, id));
      return row ? toCustomer(row) : null;
    },

    async findCustomers(query) {
      const conditions = customerMatches(query);
      if (conditions.length === 0) return [];
      const rows = await db
        .select()
        .from(storeCustomers)
        .where(or(...conditions))
        .orderBy(asc(storeCustomers.id))
        .limit(250);
      return rows.map(toCustomer);
    },

    // In the caller's transaction when given: the customer is saved with ours or not at all.
    async createCustomer(input, options = {}) {
      const exec = options.tx ?? db;
      if (input.email) {
        const [existing] = await exec
          .select()
          .from(storeCustomers)
          .where(eq(sql`lower(${storeCustomers.email})`, input.email.toLowerCase()));
        if (existing) return { customer: toCustomer(existing), existed: true };
      }
      const [row] = await exec.insert(storeCustomers).values(input).returning();
      return { customer: toCustomer(row!), existed: false };
    },

    async listProducts() {
      const rows = await db.select().from(storeProducts).orderBy(asc(storeProducts.id));
      return rows.map((p) => ({
        id: p.id,
        sku: p.sku,
        name: p.name,
        priceFils: p.priceFils,
        categories: [p.category],
      }));
    },

    async listOrders(options = {}) {
      const conditions: SQL[] = [];
      if (options.customerId !== undefined) conditions.push(eq(storeOrders.customerId, options.customerId));
      if (options.minDateCreated) conditions.push(gte(storeOrders.createdAt, options.minDateCreated));
      const rows = await db
        .select()
        .from(storeOrders)
        .where(and(...conditions))
        .orderBy(asc(storeOrders.id));
      return rows.map(toOrder);
    },

    async forEachOrderPage(options, onPage) {
      for (let afterId = 0; ;) {
        const conditions: SQL[] = [gt(storeOrders.id, afterId)];
        if (options.minDateModified) conditions.push(gte(storeOrders.modifiedAt, options.minDateModified));
        const rows = await db
          .select()
          .from(storeOrders)
          .where(and(...conditions))
          .orderBy(asc(storeOrders.id))
          .limit(PAGE_SIZE);
        if (rows.length === 0) return;
        await onPage(rows.map(toOrder));
        afterId = rows[rows.length - 1]!.id;
      }
    },

    // The local store records how much was refunded, not each refund.
    async getOrderRefunds() {
      return [];
    },

    async pricesIncludeTax() {
      return null;
    },

    async checkStore() {
      return { ok: true, message: SETTINGS_MESSAGES.localStore };
    },

    async getOrder(id) {
      const [row] = await db.select().from(storeOrders).where(eq(storeOrders.id, id));
      return row ? toOrder(row) : null;
    },

    async getOrderProducts(orderId) {
      const rows = await db
        .select()
        .from(storeOrderProducts)
        .where(eq(storeOrderProducts.orderId, orderId))
        .orderBy(asc(storeOrderProducts.id));
      return rows.map(toOrderProduct);
    },
  };
}

/** The customers with any of the ids, any of the emails (any case), or a name containing `nameLike`. */
function customerMatches(query: Parameters<NonNullable<StorePlatform['findCustomers']>>[0]): SQL[] {
  const conditions: SQL[] = [];
  if (query.ids?.length) conditions.push(inArray(storeCustomers.id, query.ids));
  if (query.emails?.length)
    conditions.push(
      inArray(
        sql`lower(${storeCustomers.email})`,
        query.emails.map((e) => e.toLowerCase()),
      ),
    );
  if (query.nameLike)
    conditions.push(
      ilike(
        sql`${storeCustomers.firstName} || ' ' || ${storeCustomers.lastName}`,
        `%${query.nameLike.replace(/[\\%_]/g, '\\$&')}%`,
      ),
    );
  return conditions;
}

function toOrderProduct(p: typeof storeOrderProducts.$inferSelect) {
  return {
    id: p.id,
    orderId: p.orderId,
    productId: p.productId,
    name: p.name,
    sku: p.sku,
    quantity: p.quantity,
    unitPriceIncTaxFils: p.unitPriceIncTaxFils,
    totalIncTaxFils: p.totalIncTaxFils,
  };
}
