import { sql } from 'drizzle-orm';
import { entitlementsEarned } from '@shop/domain/entitlements';
import { aed } from '@shop/domain/money';
import { addMonths, shopDate } from '@shop/domain/time';
import type { AppContext } from '../context';
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

/** Rows a statement when seeding (STACK.md: batch inserts). */
const BATCH = 1_000;
const CUSTOMER_COUNT = 320;
const ORDER_COUNT = 40;

const ARABIC_FIRST = [
  'Ahmed',
  'Mohammed',
  'Omar',
  'Khalid',
  'Saeed',
  'Hamdan',
  'Rashid',
  'Sultan',
  'Youssef',
  'Tariq',
  'Faisal',
  'Hassan',
  'Ali',
  'Majid',
  'Karim',
  'Fatima',
  'Aisha',
  'Mariam',
  'Noura',
  'Layla',
  'Hessa',
  'Shamma',
  'Reem',
  'Salma',
  'Dana',
  'Lina',
  'Rania',
  'Yasmin',
];
const ARABIC_LAST = [
  'Al Mansoori',
  'Al Nuaimi',
  'Al Hashimi',
  'Al Suwaidi',
  'Al Ketbi',
  'Al Falasi',
  'Al Shamsi',
  'Al Mazrouei',
  'Al Zaabi',
  'Al Marri',
  'Haddad',
  'Khoury',
  'Nasser',
  'Saleh',
  'Farouk',
  'Mansour',
  'Aziz',
  'Al Qasimi',
  'Bin Hareb',
  'Al Dhaheri',
];
const SOUTH_ASIAN_FIRST = [
  'Arjun',
  'Rohan',
  'Vikram',
  'Rahul',
  'Aditya',
  'Sanjay',
  'Imran',
  'Bilal',
  'Usman',
  'Farhan',
  'Priya',
  'Ananya',
  'Kavya',
  'Meera',
  'Sneha',
  'Ayesha',
  'Zara',
  'Sana',
  'Nikhil',
  'Harpreet',
];
const SOUTH_ASIAN_LAST = [
  'Sharma',
  'Patel',
  'Nair',
  'Menon',
  'Iyer',
  'Reddy',
  'Kapoor',
  'Malhotra',
  'Khan',
  'Qureshi',
  'Siddiqui',
  'Chaudhry',
  'Pillai',
  'Gupta',
  'Singh',
  'Fernandes',
  'DSouza',
  'Bhatt',
];
const WESTERN_FIRST = [
  'James',
  'Oliver',
  'Thomas',
  'Daniel',
  'Lucas',
  'Matteo',
  'Sebastian',
  'Henry',
  'Charlotte',
  'Emma',
  'Sophie',
  'Olivia',
  'Isabella',
  'Chloe',
  'Hannah',
  'Laura',
  'Elena',
  'Marco',
  'Pierre',
  'Anna',
];
const WESTERN_LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Taylor',
  'Wilson',
  'Evans',
  'Walker',
  'Clarke',
  'Murphy',
  'Rossi',
  'Bianchi',
  'Dubois',
  'Martin',
  'Schmidt',
  'Müller',
  'Novak',
  'Jensen',
  'Oconnor',
  'Garcia',
];
const EMAIL_DOMAINS = [
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'hotmail.com',
  'icloud.com',
  'emirates.net.ae',
  'eim.ae',
];
const MOBILE_PREFIXES = ['50', '52', '54', '55', '56', '58'];

/** The shop's catalogue: real models; rackets above and below 1000 AED, strings, grips, balls, bags. Prices in AED, VAT included. */
export const DEMO_PRODUCTS: { sku: string; name: string; category: string; price: number }[] = [
  { sku: 'WR-PS97-V14', name: 'Wilson Pro Staff 97 v14', category: 'Rackets', price: 1249 },
  { sku: 'WR-BLADE98-V9', name: 'Wilson Blade 98 16x19 v9', category: 'Rackets', price: 1149 },
  { sku: 'BB-PAERO-2023', name: 'Babolat Pure Aero 2023', category: 'Rackets', price: 1099 },
  { sku: 'BB-PDRIVE-2025', name: 'Babolat Pure Drive 2025', category: 'Rackets', price: 1079 },
  { sku: 'BB-PSTRIKE-98', name: 'Babolat Pure Strike 98 16x19 Gen 4', category: 'Rackets', price: 1119 },
  { sku: 'HD-SPEEDPRO-2024', name: 'Head Speed Pro 2024', category: 'Rackets', price: 1189 },
  { sku: 'HD-GRAVITY-MP', name: 'Head Gravity MP 2023', category: 'Rackets', price: 1059 },
  { sku: 'YX-EZONE98-8', name: 'Yonex EZONE 98 (8th Gen)', category: 'Rackets', price: 1199 },
  { sku: 'YX-VCORE100-7', name: 'Yonex VCORE 100 (7th Gen)', category: 'Rackets', price: 1159 },
  { sku: 'TF-TF40-305', name: 'Tecnifibre TF40 305 18x20', category: 'Rackets', price: 1029 },
  { sku: 'BB-PDRIVE-TEAM', name: 'Babolat Pure Drive Team 2025', category: 'Rackets', price: 899 },
  { sku: 'HD-SPEEDMP-L', name: 'Head Speed MP L 2024', category: 'Rackets', price: 849 },
  { sku: 'WR-CLASH100L-V2', name: 'Wilson Clash 100L v2', category: 'Rackets', price: 949 },
  { sku: 'YX-PERCEPT100D', name: 'Yonex Percept 100D', category: 'Rackets', price: 999 },
  { sku: 'WR-ULTRATEAM-V4', name: 'Wilson Ultra Team v4', category: 'Rackets', price: 599 },
  { sku: 'BB-BOOSTDRIVE', name: 'Babolat Boost Drive', category: 'Rackets', price: 399 },
  { sku: 'WR-ULTRA25-JR', name: 'Wilson Ultra 25 v4 Junior', category: 'Rackets', price: 219 },
  { sku: 'LX-ALUPOWER-125', name: 'Luxilon ALU Power 125 (set)', category: 'Strings', price: 75 },
  { sku: 'BB-RPMBLAST-125', name: 'Babolat RPM Blast 125 (set)', category: 'Strings', price: 70 },
  { sku: 'SO-HYPERG-125', name: 'Solinco Hyper-G 125 (set)', category: 'Strings', price: 65 },
  { sku: 'WR-NXT-16', name: 'Wilson NXT 16 (set)', category: 'Strings', price: 85 },
  { sku: 'TF-XONE-BIPHASE', name: 'Tecnifibre X-One Biphase 1.30 (set)', category: 'Strings', price: 95 },
  { sku: 'YX-POLYTOURPRO-125', name: 'Yonex Poly Tour Pro 125 (set)', category: 'Strings', price: 65 },
  { sku: 'LX-ALUPOWER-REEL', name: 'Luxilon ALU Power 125 reel (200 m)', category: 'Strings', price: 899 },
  { sku: 'WR-PROOVERGRIP-3', name: 'Wilson Pro Overgrip (3 pack)', category: 'Grips', price: 25 },
  { sku: 'TG-TOURNA-XL10', name: 'Tourna Grip XL (10 pack)', category: 'Grips', price: 49 },
  { sku: 'BB-SYNTECPRO', name: 'Babolat Syntec Pro replacement grip', category: 'Grips', price: 35 },
  { sku: 'YX-SUPERGRAP-3', name: 'Yonex Super Grap (3 pack)', category: 'Grips', price: 25 },
  { sku: 'WR-USOPEN-XD4', name: 'Wilson US Open Extra Duty (4 balls)', category: 'Balls', price: 30 },
  { sku: 'BB-GOLD-4', name: 'Babolat Gold Championship (4 balls)', category: 'Balls', price: 28 },
  { sku: 'HD-TOUR-4', name: 'Head Tour (4 balls)', category: 'Balls', price: 32 },
  { sku: 'DL-ATPCHAMP-72', name: 'Dunlop ATP Championship carton (72 balls)', category: 'Balls', price: 449 },
  { sku: 'WR-SUPERTOUR-9', name: 'Wilson Super Tour 9 Pack bag', category: 'Bags', price: 549 },
  { sku: 'BB-PAERO-RH12', name: 'Babolat Pure Aero RH12 bag', category: 'Bags', price: 449 },
  { sku: 'HD-TOURTEAM-6R', name: 'Head Tour Team 6R bag', category: 'Bags', price: 329 },
  { sku: 'YX-PRO-BACKPACK', name: 'Yonex Pro Backpack', category: 'Bags', price: 279 },
];

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
  const today = shopDate();
  const random = generator(7_777);
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000);

  await ctx.db.transaction(async (tx) => {
    const people = demoStoreCustomers();
    const savedCustomers: { id: number; firstName: string; lastName: string; email: string; phone: string }[] = [];
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
    const rackets = products.filter((p) => p.category === 'Rackets');
    const accessories = products.filter((p) => p.category !== 'Rackets');

    // About 40 online orders over the last year, each with one to three lines.
    for (let i = 0; i < ORDER_COUNT; i += 1) {
      const buyer = savedCustomers[Math.floor(random.next() * 60)]!;
      const lines = [
        ...(i % 3 === 0 ? [random.pick(rackets)] : []),
        ...Array.from({ length: 1 + Math.floor(random.next() * 2) }, () => random.pick(accessories)),
      ].map((p) => ({ product: p, quantity: p.category === 'Balls' ? 1 + Math.floor(random.next() * 3) : 1 }));
      const subtotal = lines.reduce((sum, l) => sum + l.product.priceFils * l.quantity, 0);
      const shipping = subtotal >= aed(200) ? 0 : aed(30);
      const [order] = await tx
        .insert(storeOrders)
        .values({
          customerId: buyer.id,
          billingName: `${buyer.firstName} ${buyer.lastName}`,
          email: buyer.email,
          // Order 9 had its first line paid back a day later: its invoice gets a credit note.
          status: i < 4 ? 'Awaiting Fulfillment' : i < 8 ? 'Shipped' : i === 8 ? 'Partially Refunded' : 'Completed',
          subtotalIncTaxFils: subtotal,
          shippingIncTaxFils: shipping,
          totalIncTaxFils: subtotal + shipping,
          refundedFils: i === 8 ? lines[0]!.product.priceFils : 0,
          createdAt: daysAgo(2 + i * 9),
          modifiedAt: daysAgo(i === 8 ? 1 + i * 9 : 2 + i * 9),
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
          totalIncTaxFils: l.product.priceFils * l.quantity,
        })),
      );
    }

    // In-store purchases for the first customers: rackets above and below 1000 AED, strings and grips.
    const byName = new Map(products.map((p) => [p.name, p]));
    const inStore: { customer: number; product: string; quantity: number; monthsAgo: number }[] = [
      { customer: 0, product: 'Wilson Pro Staff 97 v14', quantity: 1, monthsAgo: 5 },
      { customer: 0, product: 'Luxilon ALU Power 125 (set)', quantity: 2, monthsAgo: 5 },
      { customer: 0, product: 'Babolat Pure Drive Team 2025', quantity: 1, monthsAgo: 14 },
      { customer: 1, product: 'Yonex EZONE 98 (8th Gen)', quantity: 2, monthsAgo: 2 },
      { customer: 1, product: 'Yonex Super Grap (3 pack)', quantity: 1, monthsAgo: 2 },
      { customer: 2, product: 'Head Speed Pro 2024', quantity: 1, monthsAgo: 13 },
      { customer: 2, product: 'Babolat Pure Aero 2023', quantity: 1, monthsAgo: 1 },
      { customer: 3, product: 'Wilson Clash 100L v2', quantity: 1, monthsAgo: 3 },
      { customer: 4, product: 'Babolat Pure Drive 2025', quantity: 1, monthsAgo: 0 },
    ];
    for (const row of inStore) {
      const customer = savedCustomers[row.customer]!;
      const product = byName.get(row.product)!;
      const purchaseDate = addMonths(today, -row.monthsAgo);
      const [purchase] = await tx
        .insert(customerPurchases)
        .values({
          customerId: customer.id,
          productId: product.id,
          productName: product.name,
          unitPriceFils: product.priceFils,
          quantity: row.quantity,
          purchaseDate,
        })
        .returning();
      const earned = entitlementsEarned({ unitPriceFils: product.priceFils, quantity: row.quantity, purchaseDate });
      if (earned.length === 0) continue;
      const entitlements = await tx
        .insert(freeStringingEntitlements)
        .values(
          earned.map((e) => ({
            purchaseId: purchase!.id,
            customerId: customer.id,
            unitNumber: e.unitNumber,
            racketName: row.quantity > 1 ? `${product.name} (${e.unitNumber} of ${row.quantity})` : product.name,
            validFrom: e.validFrom,
            validUntil: e.validUntil,
          })),
        )
        .returning();
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
  });
}
