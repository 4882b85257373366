import { sql } from 'drizzle-orm';
import { entitlementsEarned } from '@shop/domain/entitlements';
import { purchaseCategoryFromStore } from '@shop/domain/purchase-category';
import { addFils, aed, fils, sumFils, timesFils } from '@shop/domain/money';
import { addMonths, DAY_MS, shopDate } from '@shop/domain/shop-days';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import {
  customerPurchases,
  customers,
  freeStringingClaims,
  freeStringingEntitlements,
  storeCustomers,
  storeOrderProducts,
  storeOrders,
  storeProducts,
} from '../db/schema';
import { fillRacketDetails } from '../services/rackets/fill-racket-details';
import {
  ARABIC_FIRST,
  ARABIC_LAST,
  DEMO_IN_STORE_PURCHASES,
  DEMO_PRODUCTS,
  EMAIL_DOMAINS,
  MOBILE_PREFIXES,
  SOUTH_ASIAN_FIRST,
  SOUTH_ASIAN_LAST,
  WESTERN_FIRST,
  WESTERN_LAST,
} from './customers-data';

/** Rows a statement when seeding: one insert per row is slow on PGlite, so rows are batched. */
const BATCH = 1_000;
const CUSTOMER_COUNT = 320;
const ORDER_COUNT = 40;
/** The demo store ships free from this order subtotal (VAT included); below it, it charges its shipping. */
const STORE_FREE_SHIPPING_FROM = aed(200);
const STORE_SHIPPING_CHARGE = aed(30);

type Random = ReturnType<typeof generator>;
type SavedCustomer = typeof storeCustomers.$inferSelect;
type SavedProduct = typeof storeProducts.$inferSelect;

/** A small deterministic random generator, so every demo database holds the same people. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

/** A few hundred UAE customers: Arabic, South Asian and Western names, +971 5x mobile numbers. */
export function demoStoreCustomers(count = CUSTOMER_COUNT) {
  const random = generator(20_260_101);
  const seenEmails = new Set<string>();
  const list: { firstName: string; lastName: string; email: string; phone: string }[] = [
    { firstName: 'Ahmed', lastName: 'Al Mansoori', email: 'ahmed.almansoori@gmail.com', phone: '+971 50 412 7788' },
    { firstName: 'Priya', lastName: 'Menon', email: 'priya.menon@outlook.com', phone: '+971 55 230 9146' },
    { firstName: 'James', lastName: 'Walker', email: 'james.walker@icloud.com', phone: '+971 52 618 3307' },
  ];
  list.forEach((c) => seenEmails.add(c.email));
  while (list.length < count) {
    const group = random.next();
    const [firsts, lasts] =
      group < 0.45
        ? [ARABIC_FIRST, ARABIC_LAST]
        : group < 0.75
          ? [SOUTH_ASIAN_FIRST, SOUTH_ASIAN_LAST]
          : [WESTERN_FIRST, WESTERN_LAST];
    const firstName = random.pick(firsts);
    const lastName = random.pick(lasts).replace('Oconnor', "O'Connor").replace('DSouza', "D'Souza");
    const number = String(Math.floor(random.next() * 10_000_000)).padStart(7, '0');
    const phone = `+971 ${random.pick(MOBILE_PREFIXES)} ${number.slice(0, 3)} ${number.slice(3)}`;
    const style = Math.floor(random.next() * 3);
    const local =
      style === 0
        ? `${slug(firstName)}.${slug(lastName)}`
        : style === 1
          ? `${slug(firstName)}${slug(lastName).slice(0, 1)}${number.slice(-2)}`
          : `${slug(firstName).slice(0, 1)}${slug(lastName)}`;
    const email = `${local}@${random.pick(EMAIL_DOMAINS)}`;
    if (seenEmails.has(email)) continue;
    seenEmails.add(email);
    list.push({ firstName, lastName, email, phone });
  }
  return list;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Demo data of the customers area (demo mode, empty store only): the local store's customers,
 * products and orders; our customers copy filled from it; and in-store racket purchases with free
 * stringing entitlements and a few claims for the first customers, so every screen has data.
 */
export async function seedCustomers(ctx: AppContext): Promise<void> {
  const [{ count } = { count: 0 }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(storeCustomers);
  if (Number(count) > 0) return;
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);

  await ctx.db.transaction(async (tx) => {
    const people = demoStoreCustomers();
    const savedCustomers: SavedCustomer[] = [];
    await insertInBatches(
      people.map((p, i) => ({ ...p, dateCreated: daysAgo(900 - i * 2) })),
      async (batch) => savedCustomers.push(...(await tx.insert(storeCustomers).values(batch).returning())),
    );
    await insertInBatches(savedCustomers, (batch) =>
      tx
        .insert(customers)
        .values(batch.map(({ id, firstName, lastName, email, phone }) => ({ id, firstName, lastName, email, phone })))
        .onConflictDoNothing(),
    );
    const products = await tx
      .insert(storeProducts)
      .values(DEMO_PRODUCTS.map((p) => ({ sku: p.sku, name: p.name, category: p.category, priceFils: aed(p.price) })))
      .returning();
    await seedStoreOrders(tx, { customers: savedCustomers, products, random: generator(7_777), daysAgo });
    await seedInStorePurchases(tx, { customers: savedCustomers, products, today: shopDate() });
  });
}

/** About 40 online orders over the last year, each with one to three lines. */
async function seedStoreOrders(
  tx: Tx,
  input: { customers: SavedCustomer[]; products: SavedProduct[]; random: Random; daysAgo: (days: number) => Date },
): Promise<void> {
  const { random } = input;
  const rackets = input.products.filter((p) => p.category === 'Rackets');
  const accessories = input.products.filter((p) => p.category !== 'Rackets');
  for (let i = 0; i < ORDER_COUNT; i += 1) {
    const buyer = input.customers[Math.floor(random.next() * 60)]!;
    const lines = [
      ...(i % 3 === 0 ? [random.pick(rackets)] : []),
      ...Array.from({ length: 1 + Math.floor(random.next() * 2) }, () => random.pick(accessories)),
    ].map((p) => {
      const quantity = p.category === 'Balls' ? 1 + Math.floor(random.next() * 3) : 1;
      return { product: p, quantity, totalFils: timesFils(p.priceFils, quantity) };
    });
    const subtotal = sumFils(lines.map((l) => l.totalFils));
    const shipping = subtotal >= STORE_FREE_SHIPPING_FROM ? fils(0) : STORE_SHIPPING_CHARGE;
    const [order] = await tx
      .insert(storeOrders)
      .values({
        customerId: buyer.id,
        billingName: `${buyer.firstName} ${buyer.lastName}`,
        email: buyer.email ?? '',
        // Order 9 had its first line paid back a day later: its invoice gets a credit note.
        status: i < 4 ? 'Awaiting Fulfillment' : i < 8 ? 'Shipped' : i === 8 ? 'Partially Refunded' : 'Completed',
        subtotalIncTaxFils: subtotal,
        shippingIncTaxFils: shipping,
        totalIncTaxFils: addFils(subtotal, shipping),
        refundedFils: i === 8 ? lines[0]!.product.priceFils : fils(0),
        createdAt: input.daysAgo(2 + i * 9),
        modifiedAt: input.daysAgo(i === 8 ? 1 + i * 9 : 2 + i * 9),
      })
      .returning({ id: storeOrders.id });
    await tx.insert(storeOrderProducts).values(
      lines.map((l) => ({
        orderId: order!.id,
        productId: l.product.id,
        name: l.product.name,
        sku: l.product.sku,
        quantity: l.quantity,
        unitPriceIncTaxFils: l.product.priceFils,
        totalIncTaxFils: l.totalFils,
      })),
    );
  }
}

/** In-store purchases of the first customers, with the entitlements they earn and past claims. */
async function seedInStorePurchases(
  tx: Tx,
  input: { customers: SavedCustomer[]; products: SavedProduct[]; today: string },
): Promise<void> {
  const byName = new Map(input.products.map((p) => [p.name, p]));
  for (const row of DEMO_IN_STORE_PURCHASES) {
    const customer = input.customers[row.customer]!;
    const product = byName.get(row.product)!;
    const purchaseDate = addMonths(input.today, -row.monthsAgo);
    const category = purchaseCategoryFromStore([product.category]) ?? 'other';
    const [purchase] = await tx
      .insert(customerPurchases)
      .values({
        customerId: customer.id,
        productId: product.id,
        productName: product.name,
        unitPriceFils: product.priceFils,
        quantity: row.quantity,
        purchaseDate,
        category,
      })
      .returning();
    const earned = entitlementsEarned({
      unitPriceFils: product.priceFils,
      quantity: row.quantity,
      purchaseDate,
      category,
    });
    if (earned.length === 0) continue;
    const entitlements = await tx
      .insert(freeStringingEntitlements)
      .values(
        earned.map((e) => ({
          purchaseId: purchase!.id,
          customerId: customer.id,
          unitNumber: e.unitNumber,
          racketName: row.quantity > 1 ? `${product.name} (${e.unitNumber} of ${row.quantity})` : product.name,
          totalServices: e.totalServices,
          serviceValueFils: e.valueFils,
          validFrom: e.validFrom,
          validUntil: e.validUntil,
        })),
      )
      .returning();
    await fillRacketDetails(tx, entitlements);
    // Past claims, one a month from the purchase, stopping a month before today.
    const first = entitlements[0]!;
    const claims = Array.from({ length: Math.min(row.monthsAgo - 1, 7) }, (_, i) =>
      addMonths(purchaseDate, i + 1),
    ).filter((d) => d <= first.validUntil);
    if (claims.length > 0) {
      await tx.insert(freeStringingClaims).values(
        claims.map((bookingDate, i) => ({
          entitlementId: first.id,
          customerId: customer.id,
          claimNumber: i + 1,
          bookingDate,
          createdAt: new Date(`${bookingDate}T06:00:00Z`),
        })),
      );
    }
  }
}
