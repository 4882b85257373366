import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { lastAudit } from '../helpers/audit';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { auditLog, customers, storeCustomers } from '../../src/db/schema';
import { badGateway } from '../../src/lib/errors';
import { rowsOf } from '../../src/lib/rows';
import { testAppForFile, signedInByRole } from '../helpers/per-file';

const t = testAppForFile();
const as = signedInByRole(t);

const add = (payload: unknown, headers: Record<string, string> = as.staff) =>
  t.app.inject({ method: 'POST', url: '/api/admin/customers', headers, payload: payload as object });
const counts = async () => {
  const [row] = rowsOf<{ ours: number; store: number }>(
    await t.ctx.db.execute(
      sql`SELECT (SELECT count(*)::int FROM customers) AS ours, (SELECT count(*)::int FROM store_customers) AS store`,
    ),
  );
  return row!;
};

describe(`add a walk-in customer (${engine})`, () => {
  it('adds the customer to the store and here, with the phone in one form, for staff, admin and superadmin', async () => {
    const phones = { staff: '050 111 2233', admin: '+971551112233', superadmin: '00971 56 111 2233' };
    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      const res = await add(
        { first_name: ' Sara ', last_name: `Khan ${role}`, phone: phones[role], email: `Sara.${role}@Example.ae` },
        as[role],
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ first_name: 'Sara', last_name: `Khan ${role}`, email: `sara.${role}@example.ae` });
      expect(body.phone).toMatch(/^\+971 5[056] 111 2233$/);
      const [store] = await t.ctx.db.select().from(storeCustomers).where(eq(storeCustomers.id, body.id));
      expect(store).toMatchObject({ firstName: 'Sara', email: `sara.${role}@example.ae`, phone: body.phone });
      const [ours] = await t.ctx.db.select().from(customers).where(eq(customers.id, body.id));
      expect(ours?.createdBy).not.toBeNull();
      const audits = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `customer:${body.id}`));
      expect(audits.map((a) => a.action)).toEqual(['customer.create']);
    }
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers?search=0501112233',
      headers: as.staff,
    });
    expect(found.json().items.map((c: { name: string }) => c.name)).toEqual(['Sara Khan staff']);
  });

  it('adds a customer without email, shown as none in the list and the details', async () => {
    const res = await add({ first_name: 'Omar', last_name: 'Saleh', phone: '052 987 6543' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: res.json().id,
      name: 'Omar Saleh',
      first_name: 'Omar',
      last_name: 'Saleh',
      email: null,
      phone: '+971 52 987 6543',
      language: 'en',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers?search=omar saleh',
      headers: as.staff,
    });
    expect(list.json().items).toEqual([res.json()]);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sync-customer/${res.json().id}`,
      headers: as.staff,
    });
    expect(details.json().customer.email).toBeNull();
    const second = await add({ first_name: 'Huda', last_name: 'Saleh', phone: '052 987 6544', email: '' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().email).toBeNull();
  });

  it('offers the customer who already has the phone, in any form, and creates nothing', async () => {
    const existing = await buildCustomer(t.ctx, { firstName: 'Layla', lastName: 'Haddad', phone: '+971 54 880 1122' });
    const before = await counts();
    for (const phone of ['0548801122', '+971 54 880 1122', '971-54-880-1122']) {
      const res = await add({ first_name: 'L', last_name: 'H', phone, email: 'new.person@example.ae' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        existing_id: existing.id,
        existing_name: 'Layla Haddad',
        field: 'phone',
        message: 'This phone belongs to Layla Haddad.',
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('offers the customer who already has the email, whatever its case', async () => {
    const existing = await buildCustomer(t.ctx, {
      firstName: 'Karim',
      lastName: 'Fares',
      email: 'karim.fares@example.ae',
    });
    const before = await counts();
    const res = await add({ first_name: 'K', last_name: 'F', phone: '050 222 3344', email: 'Karim.Fares@Example.AE' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      existing_id: existing.id,
      field: 'email',
      message: 'This email belongs to Karim Fares.',
    });
    expect(await counts()).toEqual(before);
  });

  it('links to the store customer who already has the email instead of failing', async () => {
    const [store] = await t.ctx.db
      .insert(storeCustomers)
      .values({ firstName: 'Mira', lastName: 'Nasser', email: 'mira@example.ae', phone: '' })
      .returning();
    const before = await counts();
    const res = await add({ first_name: 'Mira', last_name: 'N', phone: '058 333 4455', email: 'mira@example.ae' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: store!.id, name: 'Mira Nasser', phone: '+971 58 333 4455' });
    expect(await counts()).toEqual({ ours: before.ours + 1, store: before.store });
    expect(await lastAudit(t.ctx, 'customer.link')).toMatchObject({ subject: expect.stringMatching(/^customer:\d+$/) });
  });

  it('saves nothing here when the store refuses, and says why', async () => {
    const original = t.ctx.store.createCustomer;
    t.ctx.store.createCustomer = async () => {
      throw badGateway('The online store rejected the request: Unable to create customer.');
    };
    try {
      const before = await counts();
      const res = await add({ first_name: 'Nadia', last_name: 'Aziz', phone: '050 444 5566' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The online store rejected the request: Unable to create customer.');
      expect(await counts()).toEqual(before);
    } finally {
      t.ctx.store.createCustomer = original;
    }
  });

  it('answers 401 without a session and 400 with a sentence for bad input, creating nothing', async () => {
    const before = await counts();
    const valid = { first_name: 'Ali', last_name: 'Rahman', phone: '050 555 6677' };
    expect((await add(valid, {})).statusCode).toBe(401);
    const bad: [unknown, string][] = [
      [
        { ...valid, phone: '04 123 4567' },
        'Please enter a UAE mobile number, for example 050 123 4567 or +971 50 123 4567.',
      ],
      [
        { ...valid, phone: undefined },
        'Please enter a UAE mobile number, for example 050 123 4567 or +971 50 123 4567.',
      ],
      [{ ...valid, first_name: '  ' }, 'Please enter the first name.'],
      [{ ...valid, last_name: undefined }, 'Please enter the last name.'],
      [{ ...valid, email: 'ali@' }, 'Please enter a valid email address, or leave it empty.'],
    ];
    for (const [payload, message] of bad) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });
});
