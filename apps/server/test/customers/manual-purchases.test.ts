import { describe, expect, it } from 'vitest';
import { lastAudit } from '../helpers/audit';
import { engine } from '../helpers/app';
import { buildCustomer, customerFootprint } from '../helpers/customers-factories';
import { claimFreeStringing } from '../../src/services/entitlements/claim-free-stringing';
import { shopDate, addMonths } from '@shop/domain/shop-days';
import type { PurchaseRow } from '@shop/domain/contracts/purchases';
import { recordPurchases } from '../../src/services/purchases/record-purchases';
import { testAppForFile, signedIn } from '../helpers/per-file';
import { withShopDays } from '../helpers/shop-days';

const t = testAppForFile();
const headers = signedIn(t, 'admin');

const row = (overrides: Record<string, unknown> = {}) => ({
  product_id: 101,
  product_name: 'Wilson Pro Staff 97 v14',
  price: 1249,
  quantity: 1,
  purchase_date: '2026-01-15',
  ...overrides,
});
const submit = (customerId: number, purchases: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/manual-purchase/${customerId}`, headers, payload: { purchases } });
const purchasesOf = async (customerId: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/purchases/customer/${customerId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe(`manual purchases and entitlements (${engine})`, () => {
  it('saves two purchases; the racket above 1000 AED earns 10 free stringings valid 12 months', async () => {
    const customer = await buildCustomer(t.ctx);
    const res = await submit(customer.id, [
      row(),
      row({ product_id: 55, product_name: 'Tourna Grip XL (10 pack)', price: 49.5, quantity: 2 }),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('2 purchases saved.');
    expect(body.entitlements_created).toBe(1);
    expect(body.purchases[1]).toMatchObject({
      product_name: 'Tourna Grip XL (10 pack)',
      price: 49.5,
      quantity: 2,
      rp_ids: [],
    });

    const view = await purchasesOf(customer.id);
    expect(view.purchases).toEqual([
      expect.objectContaining({
        rp_id: body.purchases[0].rp_ids[0],
        claim_id: null,
        product_name: 'Wilson Pro Staff 97 v14',
        racket_name: 'Wilson Pro Staff 97 v14',
        price: 1249,
        total_free_services: 10,
        used_services: 0,
        remaining_services: 10,
        service_value: 75,
        valid_until: '2027-01-15',
      }),
    ]);
    expect(view.recorded_purchases).toHaveLength(2);
    expect(view.service_claims).toEqual([]);
    expect(await lastAudit(t.ctx, 'purchases.record')).toMatchObject({
      subject: expect.stringMatching(/^customer:\d+$/),
    });
  });

  it('earns nothing at exactly 1000 AED and one entitlement per unit for quantity 2', async () => {
    const customer = await buildCustomer(t.ctx);
    await submit(customer.id, [
      row({ price: 1000, product_name: 'At the threshold' }),
      row({ price: 1000.01, quantity: 2, product_name: 'Yonex EZONE 98' }),
    ]);
    const view = await purchasesOf(customer.id);
    expect(view.purchases.map((p: { racket_name: string }) => p.racket_name)).toEqual([
      'Yonex EZONE 98 (1 of 2)',
      'Yonex EZONE 98 (2 of 2)',
    ]);
    expect(view.free_stringing_services).toBe(20);
  });

  it('saves nothing when one row of several is bad, naming the row and field', async () => {
    const customer = await buildCustomer(t.ctx);
    const res = await submit(customer.id, [row(), row({ price: 12.345 }), row()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['purchases.1.price']).toBe(
      'Price must be an amount in AED from 0 to 1,000,000 with at most two decimals.',
    );
    const missing = await submit(customer.id, [row(), { ...row(), product_name: undefined }]);
    expect(missing.json().fields['purchases.1.product_name']).toBe('Product Name is required.');
    const future = await submit(customer.id, [row(), row({ purchase_date: addMonths(shopDate(), 1) })]);
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Purchase Date cannot be in the future.');
    const unreal = await submit(customer.id, [row(), row({ purchase_date: '2026-02-30' })]);
    expect(unreal.json().fields['purchases.1.purchase_date']).toBe('Purchase Date must be a real date.');
    expect(await customerFootprint(t.ctx, customer.id)).toMatchObject({ purchases: 0, entitlements: 0 });
  });

  it('saves nothing when the database refuses one row after others were written (one transaction)', async () => {
    const customer = await buildCustomer(t.ctx);
    // Past the form's checks on purpose: the database's own CHECK refuses quantity 0 on the last row.
    const attempt = recordPurchases(t.ctx, {
      actorId: null,
      customerId: customer.id,
      purchases: [
        row(),
        row({ product_name: 'Babolat Pure Aero 2023', price: 1099 }),
        row({ quantity: 0 }),
      ] as PurchaseRow[],
    });
    await expect(attempt).rejects.toThrow();
    expect(await customerFootprint(t.ctx, customer.id)).toMatchObject({ purchases: 0, entitlements: 0 });
    expect((await purchasesOf(customer.id)).recorded_purchases).toEqual([]);
  });

  it('shows claims, next eligible date and eligibility once a free stringing is claimed', async () => {
    const customer = await buildCustomer(t.ctx);
    const today = shopDate();
    const purchaseDate = addMonths(today, -2);
    const saved = (await submit(customer.id, [row({ purchase_date: purchaseDate })])).json();
    const rpId = saved.purchases[0].rp_ids[0] as number;

    const { result: before, days } = await withShopDays(() =>
      t.app.inject({
        method: 'GET',
        url: `/api/free-service/eligibility/racket?customerId=${customer.id}&rpId=${rpId}`,
        headers,
      }),
    );
    // Eligible from the server's today: the day the request read the clock on.
    expect(days).toContain(before.json().nextEligibleDate);
    expect(before.json()).toEqual({ eligible: true, nextEligibleDate: before.json().nextEligibleDate });

    const { claimId } = await t.ctx.db.transaction((tx) =>
      claimFreeStringing(tx, { customerId: customer.id, rpId, bookingDate: today }),
    );
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/free-service/eligibility/racket?customerId=${customer.id}&rpId=${rpId}`,
      headers,
    });
    expect(after.json()).toEqual({ eligible: false, nextEligibleDate: addMonths(today, 1) });

    const view = await purchasesOf(customer.id);
    expect(view).toMatchObject({ free_stringing_services: 9, used_services: 1 });
    expect(view.purchases[0]).toMatchObject({
      claim_id: claimId,
      used_services: 1,
      remaining_services: 9,
      eligible: false,
      next_eligible_date: addMonths(today, 1),
    });
    expect(view.service_claims).toEqual([
      {
        claim_id: claimId,
        rp_id: rpId,
        racket_name: 'Wilson Pro Staff 97 v14',
        claim_number: 1,
        booking_date: today,
        value: 75,
        claimed_at: expect.any(String),
      },
    ]);
  });

  it("answers 404 for a racket that is not this customer's", async () => {
    const owner = await buildCustomer(t.ctx);
    const other = await buildCustomer(t.ctx);
    const rpId = (await submit(owner.id, [row()])).json().purchases[0].rp_ids[0];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/free-service/eligibility/racket?customerId=${other.id}&rpId=${rpId}`,
      headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This racket has no free stringing entitlement for this customer.');
  });

  it('answers 404 for purchases of a customer nobody knows', async () => {
    const res = await submit(99_999_999, [row()]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The store has no customer with id 99999999.');
  });
});
