import { describe, expect, it } from 'vitest';
import { ACTIONS, can } from '@shop/domain/policies';
import { ROLES } from '@shop/domain/roles';
import { engine } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { testAppForFile } from '../helpers/per-file';

/**
 * Every API route either is on this list of public calls (each one reviewed) or is guarded by a
 * permission: it answers 401 without a token or with a bad one, and 403 to a role the policy excludes.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/public-config',
  'POST /api/admin/login',
  'POST /api/admin/register',
  'POST /api/admin/set-password',
  'POST /api/admin/forgot-password',
  'POST /api/admin/reset-password',
  'GET /api/notifications',
  'POST /api/payments',
  'GET /api/payments/verify',
  'GET /api/sandbox-payments/:cartId',
  'POST /api/sandbox-payments/:cartId',
  'GET /api/catalogue',
  'POST /api/support-tickets/tickets',
  // A reminder email's unsubscribe link: the customer has no account; the link's HMAC signature is the proof.
  'POST /api/reminders/unsubscribe',
  // The customer's status page: the random token in the address is the proof (docs/product/status-link.md).
  'GET /api/public/status/:token',
  // A photo staff chose to show on that page: the same token, and the photo must be shown (intake-photos.md).
  'GET /api/public/status/:token/photos/:photoId',
  // WhatsApp's webhook: GET checks the verify token, POST the X-Hub-Signature-256 of the body (docs/decisions/whatsapp.md).
  'GET /api/webhooks/whatsapp',
  'POST /api/webhooks/whatsapp',
  // The API reference (docs/decisions/production.md): the document and Scalar's page, redirect and script.
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/js/scalar.js',
]);

const t = testAppForFile();

const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe(`route guards (${engine})`, () => {
  it('guards every route that is not a reviewed public call', () => {
    const unguarded = t.app.routeTable.filter((r) => !r.action).map((r) => `${r.method} ${r.url}`);
    expect(unguarded.filter((r) => !PUBLIC_ROUTES.has(r))).toEqual([]);
  });

  it('answers 401 to every guarded route without a token and with an unknown token', async () => {
    for (const route of t.app.routeTable.filter((r) => r.action)) {
      const method = route.method as 'GET';
      const none = await t.app.inject({ method, url: fill(route.url), payload: method === 'GET' ? undefined : {} });
      expect(none.statusCode, `${route.method} ${route.url} without token`).toBe(401);
      expect(none.json().message).toBe('Session expired. Please log in again.');
      const bad = await t.app.inject({
        method,
        url: fill(route.url),
        headers: { authorization: 'Bearer not-a-real-token' },
        payload: method === 'GET' ? undefined : {},
      });
      expect(bad.statusCode, `${route.method} ${route.url} with a bad token`).toBe(401);
    }
  });

  it('answers 403 to every role the policy excludes, before looking at the input', async () => {
    const headers = await headersByRole(t.ctx);
    for (const route of t.app.routeTable.filter((r) => r.action)) {
      for (const role of ROLES.filter((r) => !can(r, route.action!))) {
        const method = route.method as 'GET';
        const res = await t.app.inject({
          method,
          url: fill(route.url),
          headers: headers[role],
          payload: method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${role} on ${route.method} ${route.url}`).toBe(403);
        expect(res.json().message).toBe('You are not eligible to access it.');
      }
    }
  });

  it('knows every permission it guards with', () => {
    for (const route of t.app.routeTable.filter((r) => r.action)) expect(Object.keys(ACTIONS)).toContain(route.action);
  });
});
