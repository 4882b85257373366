import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invites } from '../../src/db/schema';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe(`simultaneous invites to one address (${engine})`, () => {
  it('send exactly one invitation', async () => {
    const headers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => authHeaders(t.ctx)));
    const results = await Promise.all(
      headers.map((h, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/invite',
          headers: h,
          payload: { email: i % 2 ? 'Race@Example.ae' : 'race@example.ae' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    const [i] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(invites);
    const [e] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`kind = 'invite'`);
    expect([Number(i?.n), Number(e?.n)]).toEqual([1, 1]);
  });
});
