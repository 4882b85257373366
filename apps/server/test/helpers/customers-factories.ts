import { eq, sql } from 'drizzle-orm';
import { addDays, shopDate } from '@shop/domain/shop-days';
import type { Language } from '@shop/domain/i18n/languages';
import type { AppContext } from '../../src/context';
import {
  customerAddresses,
  customers,
  freeStringingClaims,
  freeStringingEntitlements,
  customerPurchases,
} from '../../src/db/schema';
import { recordPurchases } from '../../src/services/purchases/record-purchases';

let counter = 0;

/** A customer in our copy (id given or made up, above the demo range). */
export async function buildCustomer(
  ctx: Pick<AppContext, 'db'>,
  overrides: Partial<{
    id: number;
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string;
    language: Language;
    preferredChannel: 'email' | 'whatsapp' | null;
  }> = {},
) {
  counter += 1;
  const id = overrides.id ?? 900_000 + counter + Math.floor(Math.random() * 50_000) * 10;
  const [row] = await ctx.db
    .insert(customers)
    .values({
      id,
      firstName: overrides.firstName ?? `Test${counter}`,
      lastName: overrides.lastName ?? 'Customer',
      email: overrides.email === undefined ? `customer${id}@example.ae` : overrides.email,
      phone:
        overrides.phone ?? `+971 50 ${String(1_000_000 + id).slice(-7, -4)} ${String(id).slice(-4).padStart(4, '0')}`,
      language: overrides.language ?? 'en',
      preferredChannel: overrides.preferredChannel ?? null,
    })
    .returning();
  return row!;
}

/** A home address in Dubai as the address form sends it (POST /api/customer-address); override any field. */
export function homeAddress(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    address_line: 'Villa 14, Street 22b',
    area: 'Umm Suqeim 1',
    landmark: 'Near Kite Beach',
    pincode: '',
    city: 'Dubai',
    state: 'Dubai',
    country: 'UAE',
    address_type: 'Home',
    ...overrides,
  };
}

/** A racket bought in store for `priceAed` (default 1299): returns its entitlement ids (rp_id), one per unit. */
export async function buildRacketPurchase(
  ctx: Pick<AppContext, 'db' | 'store'>,
  input: { customerId: number; priceAed?: number; quantity?: number; purchaseDate?: string; name?: string },
): Promise<number[]> {
  const result = await recordPurchases(ctx, {
    actorId: null,
    customerId: input.customerId,
    today: '2100-01-01',
    purchases: [
      {
        product_id: 501,
        product_name: input.name ?? 'Wilson Pro Staff 97 v14',
        price: input.priceAed ?? 1299,
        quantity: input.quantity ?? 1,
        // A week ago by default: its free stringings are valid whichever side of the shop's midnight the test runs.
        purchase_date: input.purchaseDate ?? addDays(shopDate(), -7),
      },
    ],
  });
  return result.purchases.flatMap((p) => p.rp_ids);
}

/** Counting claims on an entitlement. */
export async function countClaims(ctx: Pick<AppContext, 'db'>, rpId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(freeStringingClaims)
    .where(sql`${freeStringingClaims.entitlementId} = ${rpId} AND ${freeStringingClaims.releasedAt} IS NULL`);
  return Number(row?.n ?? 0);
}

/** Row counts of everything this area writes for a customer, to assert that a refused call changed nothing. */
export async function customerFootprint(ctx: Pick<AppContext, 'db'>, customerId: number) {
  const count = async (
    table:
      | typeof customerPurchases
      | typeof freeStringingEntitlements
      | typeof customerAddresses
      | typeof freeStringingClaims,
  ) => {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.customerId, customerId));
    return Number(row?.n ?? 0);
  };
  return {
    purchases: await count(customerPurchases),
    entitlements: await count(freeStringingEntitlements),
    addresses: await count(customerAddresses),
    claims: await count(freeStringingClaims),
  };
}
