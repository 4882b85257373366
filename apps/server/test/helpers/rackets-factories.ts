import { sql } from 'drizzle-orm';
import type { JobSpecInput } from '@shop/domain/contracts/jobs';
import type { AppContext } from '../../src/context';
import { customerRackets } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/rows';
import type { TestApp } from './app';

/** A racket of a customer, written directly (Babolat Pure Aero 16x19 unless overridden). */
export async function buildRacket(
  ctx: Pick<AppContext, 'db'>,
  customerId: number,
  overrides: Partial<typeof customerRackets.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(customerRackets)
    .values({ customerId, brand: 'Babolat', model: 'Pure Aero', pattern: '16x19', headSize: 100, ...overrides })
    .returning();
  return row!;
}

/** A hybrid spec: poly mains in lb from the catalogue, the customer's own gut crosses. */
export function hybridSpecLb(overrides: Partial<JobSpecInput> = {}): JobSpecInput {
  return {
    racket: { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19', head_size: 100 },
    mains: { string_id: 7, tension: 55.5, unit: 'lb' },
    crosses: { own_string: 'Customer’s natural gut 1.30', tension: 53, unit: 'lb' },
    prestretch_percent: 10,
    knots: 2,
    stencil: 'Babolat',
    notes: 'Tie off at 8T and 6T.',
    ...overrides,
  };
}

/** A plain spec in kg with one catalogue string both ways. */
export function plainSpecKg(tension = 24): JobSpecInput {
  return {
    racket: { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19' },
    mains: { string_id: 2, tension, unit: 'kg' },
    crosses: { string_id: 2, tension, unit: 'kg' },
  };
}

/** Every row the rackets area writes, counted: a refused call must leave these unchanged. */
export async function racketsFootprint(ctx: Pick<AppContext, 'db'>) {
  const [row] = rowsOf<{ rackets: number; jobs: number; specs: number; events: number; settings: string | null }>(
    await ctx.db.execute(sql`
      SELECT (SELECT count(*)::int FROM customer_rackets) AS rackets,
             (SELECT count(*)::int FROM jobs) AS jobs,
             (SELECT count(*)::int FROM jobs WHERE racket_pattern IS NOT NULL) AS specs,
             (SELECT count(*)::int FROM job_events) AS events,
             (SELECT default_spec::text FROM store_settings) AS settings`),
  );
  return row!;
}

/** Records rackets bought in store through the API (POST /api/manual-purchase/:customerId): [name, price AED, quantity]. */
export async function buyRacketsInStore(
  t: Pick<TestApp, 'app'>,
  headers: { authorization: string },
  customerId: number,
  rows: [name: string, priceAed: number, quantity: number][],
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/manual-purchase/${customerId}`,
    headers,
    payload: {
      purchases: rows.map(([name, price, quantity], index) => ({
        product_id: index + 1,
        product_name: name,
        price,
        quantity,
        purchase_date: '2026-01-02',
      })),
    },
  });
  if (res.statusCode !== 201) throw new Error(`purchase failed: ${res.statusCode} ${res.body}`);
  return res.json<{ purchases: { rp_ids: number[] }[] }>();
}
