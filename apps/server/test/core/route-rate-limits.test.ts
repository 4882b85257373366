import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { TICKET_MESSAGES } from '@shop/domain/contracts/tickets';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { routeAction } from '../../src/plugins/auth';
import { rowsOf } from '../../src/lib/rows';
import { testAppForFile } from '../helpers/per-file';

/**
 * Routes declare their guard as `onRequest: app.authorize(action)` and their request limits as
 * `config: { rateLimit: [...] }` (docs/decisions/routes.md). The limits are counted after the guard
 * and validation: refused or malformed calls spend nothing.
 */
const KEY = 'shop-site-key-for-rate-limits-0123';
const t = testAppForFile({ env: { SHOP_SITE_API_KEY: KEY } });

const ticket = (customerId: unknown, headers: Record<string, string> = { 'x-api-key': KEY }, issueType = 'grip') =>
  t.app.inject({
    method: 'POST',
    url: '/api/support-tickets/tickets',
    headers,
    payload: {
      customer_id: customerId,
      subject: 'Grip unwinding',
      description: 'The grip came loose after a week.',
      issue_type: issueType,
      priority_level: 'low',
    },
  });

const hitsOn = async (key: string) =>
  Number(
    rowsOf<{ count: number }>(await t.ctx.db.execute(sql`SELECT count FROM rate_limits WHERE key = ${key}`))[0]
      ?.count ?? 0,
  );

describe(`route rate limits (${engine})`, () => {
  it("limits tickets per customer as the route declares, with the area's sentence, other customers unaffected", async () => {
    const [busy, other] = [await buildCustomer(t.ctx), await buildCustomer(t.ctx)];
    for (let i = 0; i < 10; i += 1) expect((await ticket(busy.id)).statusCode).toBe(201);
    const refused = await ticket(busy.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TICKET_MESSAGES.tooManyTickets);
    expect(refused.headers['retry-after']).toBeUndefined();
    expect((await ticket(other.id)).statusCode).toBe(201);
  });

  it('spends nothing on a call refused by the guard or by validation', async () => {
    const customer = await buildCustomer(t.ctx);
    expect((await ticket(customer.id, { 'x-api-key': 'wrong' })).statusCode).toBe(401);
    expect((await ticket(String(customer.id), {})).statusCode).toBe(401);
    expect((await ticket(customer.id, { 'x-api-key': KEY }, 'not-a-type')).statusCode).toBe(400);
    expect(await hitsOn(`ticket-create:${customer.id}`)).toBe(0);
    expect((await ticket(customer.id)).statusCode).toBe(201);
    expect(await hitsOn(`ticket-create:${customer.id}`)).toBe(1);
  });
});

describe('where a route declares its guard', () => {
  const route = (hooks: Partial<RouteOptions>): RouteOptions => ({
    method: 'POST',
    url: '/api/example',
    handler: async () => ({}),
    ...hooks,
  });

  it('reads the permission from onRequest', () => {
    expect(routeAction(route({ onRequest: t.app.authorize('invites:send') }))).toBe('invites:send');
    expect(routeAction(route({}))).toBeNull();
  });

  it('refuses a guard declared where it would run after the body is read, naming the route', () => {
    expect(() => routeAction(route({ preHandler: t.app.authorize('invites:send') }))).toThrow(
      'POST /api/example: declare app.authorize(...) as onRequest, not preHandler',
    );
    expect(() => routeAction(route({ preValidation: [t.app.authorize('invites:send')] }))).toThrow(/not preValidation/);
  });
});
