import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FREE_STRINGING } from '@shop/domain/business';
import { entitlementValidUntil } from '@shop/domain/entitlements';
import { aed, addFils, fils } from '@shop/domain/money';
import { addMonths } from '@shop/domain/shop-days';
import { customerPurchases, freeStringingClaims, freeStringingEntitlements } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/rows';
import { buildCustomer } from '../helpers/customers-factories';
import { testAppForFile } from '../helpers/per-file';

/**
 * 0002_customers.sql holds copies of the free stringing numbers (check constraints, column defaults
 * and the claim trigger). These tests exercise the migrated database with the domain's
 * FREE_STRINGING, so changing a number in business.ts without a migration fails here.
 */
const t = testAppForFile();

const N = FREE_STRINGING.servicesPerRacket;
const INTERVAL = FREE_STRINGING.claimIntervalMonths;

/** The constraint name (or, for the trigger, the message) a refused statement failed on; null when it passed. */
async function refusal(work: Promise<unknown>): Promise<string | null> {
  try {
    await work;
    return null;
  } catch (error) {
    const failure = ((error as { cause?: unknown }).cause ?? error) as { constraint?: string; message?: string };
    return failure.constraint ?? failure.message ?? String(error);
  }
}

function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

async function purchase(purchaseDate: string) {
  const customer = await buildCustomer(t.ctx);
  const [row] = await t.ctx.db
    .insert(customerPurchases)
    .values({
      customerId: customer.id,
      productId: 501,
      productName: 'Wilson Pro Staff 97 v14',
      unitPriceFils: aed(1299),
      quantity: 1,
      purchaseDate,
    })
    .returning();
  return row!;
}

/** An entitlement row written straight to the table (no service in between), with the domain's numbers unless overridden. */
async function insertEntitlement(
  validFrom: string,
  overrides: Partial<typeof freeStringingEntitlements.$inferInsert> = {},
) {
  const bought = await purchase(validFrom);
  return t.ctx.db
    .insert(freeStringingEntitlements)
    .values({
      purchaseId: bought.id,
      customerId: bought.customerId,
      unitNumber: 1,
      racketName: bought.productName,
      totalServices: N,
      serviceValueFils: FREE_STRINGING.valueFils,
      validFrom,
      validUntil: entitlementValidUntil(validFrom),
      ...overrides,
    })
    .returning();
}

async function insertClaim(entitlement: { id: number; customerId: number }, claimNumber: number, bookingDate: string) {
  return t.ctx.db
    .insert(freeStringingClaims)
    .values({ entitlementId: entitlement.id, customerId: entitlement.customerId, claimNumber, bookingDate });
}

describe("the database's copies of the free stringing numbers equal the domain's", () => {
  it('defaults an entitlement to the domain services and value per stringing', async () => {
    const bought = await purchase('2026-03-10');
    const [row] = rowsOf<{ total_services: number; service_value_fils: number }>(
      await t.ctx.db.execute(sql`
        INSERT INTO free_stringing_entitlements (purchase_id, customer_id, unit_number, racket_name, valid_from, valid_until)
        VALUES (${bought.id}, ${bought.customerId}, 1, 'Racket', '2026-03-10', ${entitlementValidUntil('2026-03-10')})
        RETURNING total_services, service_value_fils`),
    );
    expect(row).toEqual({ total_services: N, service_value_fils: FREE_STRINGING.valueFils });
  });

  it('accepts the domain services and value and refuses any other', async () => {
    expect(await refusal(insertEntitlement('2026-03-10'))).toBeNull();
    expect(await refusal(insertEntitlement('2026-03-10', { totalServices: N + 1 }))).toBe(
      'free_stringing_entitlements_total_services_check',
    );
    expect(
      await refusal(insertEntitlement('2026-03-10', { serviceValueFils: addFils(FREE_STRINGING.valueFils, fils(1)) })),
    ).toBe('free_stringing_entitlements_service_value_fils_check');
  });

  it.each(['2026-03-10', '2024-02-29', '2026-01-31', '2026-12-31'])(
    'keeps an entitlement bought on %s valid for the domain months, as entitlementValidUntil counts them',
    async (validFrom) => {
      const validUntil = entitlementValidUntil(validFrom);
      expect(await refusal(insertEntitlement(validFrom, { validUntil }))).toBeNull();
      expect(await refusal(insertEntitlement(validFrom, { validUntil: dayBefore(validUntil) }))).toMatch(
        /free_stringing_entitlements_check/,
      );
    },
  );

  it('numbers counting claims 1 to the domain count, one per domain interval, and refuses one more', async () => {
    const validFrom = '2026-01-10';
    const [entitlement] = await insertEntitlement(validFrom);
    for (let i = 0; i < N; i += 1) {
      expect(await refusal(insertClaim(entitlement!, i + 1, addMonths(validFrom, i * INTERVAL)))).toBeNull();
    }
    const later = addMonths(validFrom, N * INTERVAL);
    expect(later <= entitlement!.validUntil).toBe(true);
    expect(await refusal(insertClaim(entitlement!, N + 1, later))).toBe('free_stringing_claims_claim_number_check');
  });

  it('refuses a claim a day short of the domain interval after another and accepts one on the day', async () => {
    const [entitlement] = await insertEntitlement('2026-01-10');
    await insertClaim(entitlement!, 1, '2026-01-31');
    const next = addMonths('2026-01-31', INTERVAL);
    expect(await refusal(insertClaim(entitlement!, 2, dayBefore(next)))).toMatch(
      /free stringing claim within a month of another claim/,
    );
    expect(await refusal(insertClaim(entitlement!, 2, next))).toBeNull();
  });
});
