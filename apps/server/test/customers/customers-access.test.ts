import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLES, type Role } from '@shop/domain/roles';
import { can } from '@shop/domain/policies';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildCustomer, buildRacketPurchase, customerFootprint } from '../helpers/customers-factories';
import { customers, storeCustomers } from '../../src/db/schema';

let t: TestApp;
let byRole: Record<Role, { authorization: string }>;
let customerId: number;
let rpId: number;

const address = {
  address_line: 'Villa 3',
  area: 'Al Barsha 2',
  city: 'Dubai',
  state: 'Dubai',
  address_type: 'Home',
  is_default: 1,
};
const purchase = {
  product_id: 7,
  product_name: 'Head Speed Pro 2024',
  price: 1189,
  quantity: 1,
  purchase_date: '2026-01-02',
};

interface Req {
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, unknown> | string;
  headers?: Record<string, string>;
}
interface Endpoint {
  name: string;
  action: Parameters<typeof can>[1];
  request: () => Req;
  bad: { request: () => Req; message: string }[];
}

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/admin/customers',
    action: 'customers:read',
    request: () => ({ method: 'GET', url: '/api/admin/customers?search=a&page=1&pageSize=10' }),
    bad: [
      { request: () => ({ method: 'GET', url: '/api/admin/customers?page=0' }), message: 'Page starts at 1.' },
      {
        request: () => ({ method: 'GET', url: '/api/admin/customers?pageSize=500' }),
        message: 'Page size can be at most 100.',
      },
      {
        request: () => ({ method: 'GET', url: '/api/admin/customers?page=two' }),
        message: 'Page must be a whole number.',
      },
    ],
  },
  {
    name: 'GET /api/admin/sync-customer/{id}',
    action: 'customers:sync',
    request: () => ({ method: 'GET', url: `/api/admin/sync-customer/${customerId}` }),
    bad: [
      {
        request: () => ({ method: 'GET', url: '/api/admin/sync-customer/abc' }),
        message: 'Customer ID must be a positive whole number.',
      },
    ],
  },
  {
    name: 'GET /api/customer-address/{customerId}',
    action: 'customers:read',
    request: () => ({ method: 'GET', url: `/api/customer-address/${customerId}` }),
    bad: [
      {
        request: () => ({ method: 'GET', url: '/api/customer-address/-4' }),
        message: 'Customer ID must be a positive whole number.',
      },
    ],
  },
  {
    name: 'POST /api/customer-address',
    action: 'addresses:write',
    request: () => ({
      method: 'POST',
      url: '/api/customer-address',
      headers: { 'customer-id': String(customerId) },
      payload: address,
    }),
    bad: [
      {
        request: () => ({ method: 'POST', url: '/api/customer-address', payload: address }),
        message: 'Customer ID is missing. Please select a customer.',
      },
      {
        request: () => ({
          method: 'POST',
          url: '/api/customer-address',
          headers: { 'customer-id': String(customerId) },
          payload: { ...address, area: '' },
        }),
        message: 'Area is required.',
      },
      {
        request: () => ({
          method: 'POST',
          url: '/api/customer-address',
          headers: { 'customer-id': String(customerId), 'content-type': 'application/json' },
          payload: '{not json',
        }),
        message: 'The request body is not valid JSON.',
      },
    ],
  },
  {
    name: 'POST /api/manual-purchase/{customerId}',
    action: 'purchases:create',
    request: () => ({ method: 'POST', url: `/api/manual-purchase/${customerId}`, payload: { purchases: [purchase] } }),
    bad: [
      {
        request: () => ({ method: 'POST', url: `/api/manual-purchase/${customerId}`, payload: { purchases: [] } }),
        message: 'Add at least one purchase.',
      },
      {
        request: () => ({ method: 'POST', url: `/api/manual-purchase/${customerId}`, payload: {} }),
        message: 'Add at least one purchase.',
      },
      {
        request: () => ({
          method: 'POST',
          url: `/api/manual-purchase/${customerId}`,
          payload: { purchases: [{ ...purchase, quantity: 1.5 }] },
        }),
        message: 'Quantity must be a whole number from 1 to 100.',
      },
      {
        request: () => ({
          method: 'POST',
          url: `/api/manual-purchase/${customerId}`,
          payload: { purchases: [{ ...purchase, product_id: undefined }] },
        }),
        message: 'Product ID is required.',
      },
      {
        request: () => ({ method: 'POST', url: '/api/manual-purchase/0', payload: { purchases: [purchase] } }),
        message: 'Customer ID must be a positive whole number.',
      },
    ],
  },
  {
    name: 'GET /api/purchases/customer/{customerId}',
    action: 'customers:read',
    request: () => ({ method: 'GET', url: `/api/purchases/customer/${customerId}` }),
    bad: [
      {
        request: () => ({ method: 'GET', url: '/api/purchases/customer/1.5' }),
        message: 'Customer ID must be a positive whole number.',
      },
    ],
  },
  {
    name: 'GET /api/free-service/eligibility/racket',
    action: 'customers:read',
    request: () => ({
      method: 'GET',
      url: `/api/free-service/eligibility/racket?customerId=${customerId}&rpId=${rpId}`,
    }),
    bad: [
      {
        request: () => ({ method: 'GET', url: `/api/free-service/eligibility/racket?customerId=${customerId}` }),
        message: 'rpId must be a positive whole number.',
      },
      {
        request: () => ({ method: 'GET', url: `/api/free-service/eligibility/racket?customerId=x&rpId=${rpId}` }),
        message: 'customerId must be a positive whole number.',
      },
    ],
  },
];

/** Everything these endpoints could change, to compare before and after a refused call. */
async function snapshot() {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int`, synced: sql<string>`max(${customers.syncedAt})::text` })
    .from(customers);
  return { customers: Number(row?.n), synced: row?.synced, ...(await customerFootprint(t.ctx, customerId)) };
}

beforeAll(async () => {
  t = await buildTestApp();
  byRole = await headersByRole(t.ctx);
  const [storeRow] = await t.ctx.db
    .insert(storeCustomers)
    .values({ firstName: 'Noura', lastName: 'Al Ketbi', email: 'noura.k@gmail.com', phone: '+971 50 555 0101' })
    .returning();
  customerId = storeRow!.id;
  await buildCustomer(t.ctx, {
    id: customerId,
    firstName: 'Noura',
    lastName: 'Al Ketbi',
    email: 'noura.k@gmail.com',
    phone: '+971 50 555 0101',
  });
  [rpId] = (await buildRacketPurchase(t.ctx, { customerId, purchaseDate: '2026-01-02' })) as [number];
});
afterAll(async () => t?.close());

describe(`customers endpoints: token, roles and input (${engine})`, () => {
  for (const endpoint of endpoints) {
    describe(endpoint.name, () => {
      it('answers 401 without a token and changes nothing', async () => {
        const before = await snapshot();
        const res = await t.app.inject(endpoint.request());
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Session expired. Please log in again.');
        expect(await snapshot()).toEqual(before);
      });

      it('is open to all three roles (staff, admin, superadmin)', async () => {
        expect(ROLES.filter((role) => can(role, endpoint.action))).toEqual(['staff', 'admin', 'superadmin']);
        for (const role of ROLES) {
          const request = endpoint.request();
          const res = await t.app.inject({ ...request, headers: { ...request.headers, ...byRole[role] } });
          expect(res.statusCode, `${role}: ${res.body}`).toBeLessThan(300);
        }
      });

      it('answers 400 with a sentence to bad input and changes nothing', async () => {
        for (const bad of endpoint.bad) {
          const before = await snapshot();
          const request = bad.request();
          const res = await t.app.inject({ ...request, headers: { ...request.headers, ...byRole.staff } });
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json().message).toBe(bad.message);
          expect(await snapshot()).toEqual(before);
        }
      });
    });
  }
});
