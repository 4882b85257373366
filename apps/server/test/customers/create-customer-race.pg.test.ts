import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { rowsOf } from '../../src/lib/rows';

let t: TestApp;
let headers: { authorization: string }[];
beforeAll(async () => {
  t = await buildTestApp();
  headers = [await authHeaders(t.ctx, 'staff'), await authHeaders(t.ctx, 'admin')];
});
afterAll(async () => t?.close());

const count = async (table: 'customers' | 'store_customers', where: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(
    await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${where}`),
  )[0]!.n;

async function race(payloads: object[]) {
  const answers = await Promise.all(
    payloads.map((payload, i) =>
      t.app.inject({ method: 'POST', url: '/api/admin/customers', headers: headers[i % 2]!, payload }),
    ),
  );
  return {
    created: answers.filter((a) => a.statusCode === 201).map((a) => a.json()),
    taken: answers.filter((a) => a.statusCode === 409).map((a) => a.json()),
    other: answers.filter((a) => a.statusCode !== 201 && a.statusCode !== 409).map((a) => a.body),
  };
}

describe('two staff adding the same walk-in at once (PostgreSQL)', () => {
  it('runs on the PostgreSQL server', () => expect(engine).toBe('postgres'));

  it('twenty adds of one mobile, typed in different forms, make one customer here and in the store', async () => {
    const forms = ['050 765 4321', '+971507654321', '0507654321', '00971 50 765 4321'];
    const { created, taken, other } = await race(
      Array.from({ length: 20 }, (_, i) => ({ first_name: 'Sara', last_name: `Khan ${i}`, phone: forms[i % 4] })),
    );
    expect(other).toEqual([]);
    expect(created).toHaveLength(1);
    expect(taken).toHaveLength(19);
    for (const answer of taken) expect(answer.existing_id).toBe(created[0].id);
    expect(await count('customers', sql`phone = '+971 50 765 4321'`)).toBe(1);
    expect(await count('store_customers', sql`phone = '+971 50 765 4321'`)).toBe(1);
  });

  it('ten adds of one email with different mobiles make one customer', async () => {
    const { created, taken, other } = await race(
      Array.from({ length: 10 }, (_, i) => ({
        first_name: 'Omar',
        last_name: 'Saleh',
        phone: `055 100 20${String(i).padStart(2, '0')}`,
        email: 'omar.saleh@example.ae',
      })),
    );
    expect(other).toEqual([]);
    expect(created).toHaveLength(1);
    expect(taken.map((a) => a.existing_id)).toEqual(Array(9).fill(created[0].id));
    expect(await count('customers', sql`lower(email) = 'omar.saleh@example.ae'`)).toBe(1);
    expect(await count('store_customers', sql`lower(email) = 'omar.saleh@example.ae'`)).toBe(1);
  });
});
