import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engine } from '../helpers/app';
import { buildStaffRequest } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { freshCartId, stringLine } from '../helpers/bookings-factories';
import { staffUsers } from '../../src/db/schema';
import { NUL_MESSAGE } from '../../src/plugins/hostile-text';
import { rowsOf } from '../../src/lib/rows';
import { testAppForFile, signedInByRole } from '../helpers/per-file';

const t = testAppForFile();
const as = signedInByRole(t);

async function rowCounts() {
  const rows = rowsOf(
    await t.ctx.db
      .execute(sql`SELECT (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM checkouts)::int AS checkouts,
      (SELECT count(*) FROM customers)::int AS customers, (SELECT count(*) FROM audit_log)::int AS audit`),
  );
  return JSON.stringify(rows[0]);
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers: object = as.superadmin) =>
  t.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe(`hostile input is a 4xx with a sentence and changes nothing (${engine})`, () => {
  it('refuses ids outside a positive 32-bit integer in paths and bodies', async () => {
    const request = await buildStaffRequest(t.ctx);
    const before = await rowCounts();
    const answers = [
      await call('PATCH', '/api/bookings/2147483648/status'),
      await call('POST', '/api/bookings/2147483648/complete-instore', { receipt_number: 'R-1', amount: 10 }),
      await call('GET', '/api/bcinvoices/2147483648'),
      await call('GET', '/api/bcinvoices/99999999999999999999'),
      await call('POST', '/api/admin/approve', { adminId: 2147483648 }),
      await call('POST', '/api/admin/reject', { adminId: 2147483648 }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error).toMatch(/must be/);
    }
    expect(await rowCounts()).toBe(before);
    const [still] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.id, request.id));
    expect(still!.requestStatus).toBe('pending');
  });

  it('never reads another type as an id: no booleans, strings, arrays, hex, exponents or padding', async () => {
    const request = await buildStaffRequest(t.ctx);
    const customer = await buildCustomer(t.ctx);
    const before = await rowCounts();
    for (const adminId of ['0x10', String(request.id), [request.id], true, 1.5]) {
      for (const path of ['/api/admin/approve', '/api/admin/reject']) {
        const answer = await call('POST', path, { adminId });
        expect(answer.statusCode, `${path} ${JSON.stringify(adminId)}`).toBe(400);
        expect(answer.json().error).toBe('adminId must be a request id.');
      }
    }
    for (const id of [true, '0x2', String(customer.id), [customer.id]]) {
      const line = { ...stringLine(customer.id, { cart_id: freshCartId() }), bigcommerce_customer_id: id };
      const answer = await call('POST', '/api/payments/create', { bookings: [line], pickup_fee: 0 });
      expect(answer.statusCode, JSON.stringify(id)).toBe(400);
    }
    for (const id of ['0x10', '1e1', '%207%20', '+7', '07', '-7', '7.0']) {
      const answer = await call('GET', `/api/admin/sync-customer/${id}`);
      expect(answer.statusCode, id).toBe(400);
      expect(answer.json().error).toBe('Customer ID must be a positive whole number.');
    }
    for (const page of ['0x2', '1e1', '2.0', '-1'])
      expect((await call('GET', `/api/bookings?page=${page}`)).statusCode, page).toBe(400);
    expect(await rowCounts()).toBe(before);
    const [still] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.id, request.id));
    expect(still!.requestStatus).toBe('pending');
  });

  it('refuses a NUL character in paths, query strings and bodies, also on public routes', async () => {
    const urls = [
      '/api/admin/customers?search=a%00b',
      '/api/bookings?search=%00',
      '/api/admin/invoices?search=x%00',
      '/api/bigcommerce-invoices/metadata?search=%00',
      '/api/sandbox-payments/%00',
    ];
    for (const url of urls) {
      const answer = await call('GET', url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().error).toBe(NUL_MESSAGE);
    }
    const login = await call('POST', '/api/admin/login', { email: 'a\u0000@shop.test', password: 'x' }, {});
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toBe(NUL_MESSAGE);
  });

  it('answers a body over 1 MB with 413 and a sentence, on a real connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const big = JSON.stringify({ token: 'x'.repeat(1_100_000), password: 'a', confirmPassword: 'a' });
    const answer = await fetch(`http://127.0.0.1:${port}/api/admin/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ error: 'The request is too large: at most 1 MB is accepted.' });
  });
});

describe('API answers are not kept by browsers or proxies', () => {
  it('sends Cache-Control: no-store on authenticated answers, errors included', async () => {
    for (const [url, headers] of [
      ['/api/admin/profile', as.staff],
      ['/api/admin/customers', as.staff],
      ['/api/admin/customers', {}],
    ] as const) {
      const answer = await t.app.inject({ method: 'GET', url, headers });
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });
});
