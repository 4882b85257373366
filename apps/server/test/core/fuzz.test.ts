import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { rowsOf } from '../../src/lib/rows';
import type { Role } from '@shop/domain/roles';

/**
 * Thousands of malformed, hostile and random requests across every route of the route table, as
 * every kind of caller: none may answer 5xx, and a refused one (4xx) may write nothing. The test command runs
 * this file on both engines: each sends its own 1,000 (another seed on each), 2,000 different requests in all
 * for the time 1,000 take on each (docs/decisions/ci-speed.md, "The fuzz on two seeds").
 */
const REQUESTS = 1000;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123) + (engine === 'postgres' ? 1 : 0);

/** Routes whose success ends the caller's own session: fuzzed with their own throwaway sessions. */
const ENDS_SESSION = new Set(['POST /api/admin/logout']);

let t: TestApp;
let as: Record<Role, { authorization: string }>;
beforeAll(async () => {
  // The shop site's key is set, so ticket creation is live (refused for a wrong key, not 503 for none).
  t = await buildTestApp({ env: { SHOP_SITE_API_KEY: 'the-shop-site-key-for-fuzzing' } });
  as = await headersByRole(t.ctx);
  await buildCustomer(t.ctx);
});
afterAll(async () => t?.close());

/** Rows a request could write, in one query: compared before and after a refused request. */
async function footprint(): Promise<string> {
  const tables = [
    'customers',
    'customer_addresses',
    'customer_purchases',
    'free_stringing_claims',
    'checkouts',
    'bookings',
    'invoices',
    'instore_payments',
    'tickets',
    'ticket_responses',
    'staff_users',
    'invites',
    'store_invoices',
    'sessions',
    'password_tokens',
    'email_outbox',
  ];
  const [row] = rowsOf<Record<string, number>>(
    await t.ctx.db.execute(
      sql.raw(`SELECT ${tables.map((name) => `(SELECT count(*) FROM ${name})::int AS ${name}`).join(', ')}`),
    ),
  );
  return JSON.stringify(row);
}

const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '0x10',
    '1e1',
    '2147483648',
    '99999999999999999999',
    'NaN',
    'null',
    'true',
    '%00',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '٣',
    '😀',
    'a'.repeat(5000),
  ),
);
const hostileValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(
        fc.string(),
        fc.constantFrom('id', 'adminId', 'bookings', 'email', 'password', 'status', 'cart_id', 'amount'),
      ),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

describe(`fuzzing every route (${engine})`, () => {
  it(
    `answers ${REQUESTS} hostile requests without a 5xx, and a refused request writes nothing`,
    { timeout: 600_000 },
    async () => {
      const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
      const callers = fc.constantFrom<'none' | 'forged' | Role>('none', 'forged', 'staff', 'admin', 'superadmin');
      const request = fc.record({
        route: fc.constantFrom(...routes),
        params: fc.array(fc.oneof(hostileText, fc.integer({ min: -5, max: 3_000_000_000 }).map(String)), {
          minLength: 4,
          maxLength: 4,
        }),
        query: fc.dictionary(
          fc.constantFrom('page', 'pageSize', 'search', 'status', 'cursor', 'cart_id', 'token', 'x'),
          hostileText,
          { maxKeys: 3 },
        ),
        body: hostileValue,
        caller: callers,
      });
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(request, async ({ route, params, query, body, caller }) => {
          let i = 0;
          const path = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++ % params.length]!));
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const headers =
            caller === 'none'
              ? {}
              : caller === 'forged'
                ? { authorization: 'Bearer forged-token' }
                : ENDS_SESSION.has(`${route.method} ${route.url}`)
                  ? await headersByRole(t.ctx).then((h) => h[caller])
                  : as[caller];
          const before = await footprint();
          const answer = await t.app.inject({
            method: route.method as 'GET',
            url: `${path}${search ? `?${search}` : ''}`,
            headers: { ...headers, 'x-api-key': 'not-the-key' },
            ...(route.method === 'GET'
              ? {}
              : { payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } }),
          });
          sent += 1;
          expect(
            answer.statusCode,
            `${route.method} ${path}?${search} as ${caller}: ${answer.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          if (answer.statusCode >= 400)
            expect(await footprint(), `${route.method} ${path} as ${caller} was refused but wrote`).toBe(before);
        }),
        { numRuns: REQUESTS, seed: SEED, endOnFailure: true },
      );
      expect(sent).toBe(REQUESTS);
    },
  );
});
