import { describe, expect, it } from 'vitest';
import { can } from '@shop/domain/policies';
import { ROLES, type Role } from '@shop/domain/roles';
import { engine } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { testAppForFile, signedInByRole } from '../helpers/per-file';

/**
 * Who may call what, written out route by route: the security contract as a reviewer reads it.
 * 'public' needs no session; 'shop-site' needs the shop site's key (x-api-key); otherwise the roles
 * allowed. A route added to the server without a line here fails this test.
 */
const STAFF_UP: Role[] = ['staff', 'admin', 'superadmin'];
const ADMIN_UP: Role[] = ['admin', 'superadmin'];
const OWNER: Role[] = ['superadmin'];
const MATRIX: Record<string, 'public' | 'shop-site' | Role[]> = {
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/': 'public',
  'GET /api/docs/js/scalar.js': 'public',
  'GET /api/health': 'public',
  'GET /api/public-config': 'public',
  'GET /api/catalogue': 'public',
  'GET /api/notifications': 'public',
  'POST /api/admin/login': 'public',
  'POST /api/admin/register': 'public',
  'POST /api/admin/set-password': 'public',
  'POST /api/admin/reset-password': 'public',
  'POST /api/admin/forgot-password': 'public',
  'GET /api/payments/verify': 'public',
  'POST /api/payments': 'public',
  'GET /api/sandbox-payments/:cartId': 'public',
  'POST /api/sandbox-payments/:cartId': 'public',
  'POST /api/support-tickets/tickets': 'shop-site',
  'POST /api/admin/logout': STAFF_UP,
  'GET /api/admin/profile': STAFF_UP,
  'PUT /api/admin/profile': STAFF_UP,
  'PUT /api/admin/profile/language': STAFF_UP,
  'GET /api/admin/staff-registration-requests': ADMIN_UP,
  'POST /api/admin/approve': ADMIN_UP,
  'GET /api/admin/accounts': ADMIN_UP,
  'POST /api/admin/accounts/:id/deactivate': ADMIN_UP,
  'POST /api/admin/accounts/:id/reactivate': ADMIN_UP,
  'GET /api/admin/audit': ADMIN_UP,
  'GET /api/admin/audit.csv': ADMIN_UP,
  'GET /api/admin/backups': OWNER,
  'POST /api/admin/backups': OWNER,
  'POST /api/admin/reject': ADMIN_UP,
  'GET /api/admin/customers': STAFF_UP,
  'POST /api/admin/customers': STAFF_UP,
  'GET /api/admin/sync-customer/:id': STAFF_UP,
  'GET /api/customer-address/:customerId': STAFF_UP,
  'POST /api/customer-address': STAFF_UP,
  'POST /api/manual-purchase/:customerId': STAFF_UP,
  'GET /api/purchases/customer/:customerId': STAFF_UP,
  'GET /api/purchases/products': STAFF_UP,
  'GET /api/free-service/eligibility/racket': STAFF_UP,
  'GET /api/bookings': STAFF_UP,
  'GET /api/bookings.csv': STAFF_UP,
  'PATCH /api/bookings/:id/status': STAFF_UP,
  'POST /api/bookings/:id/complete-instore': STAFF_UP,
  'POST /api/bookings/:id/instore-payments': STAFF_UP,
  'POST /api/bookings/:id/undo-complete': ADMIN_UP,
  'POST /api/bookings/:id/void-payment': ADMIN_UP,
  'POST /api/bookings/:id/capture-payment': ADMIN_UP,
  'GET /api/payments/to-resolve': ADMIN_UP,
  'POST /api/payments/:cartId/resolve': ADMIN_UP,
  'POST /api/bookings/:id/cancel': STAFF_UP,
  'POST /api/bookings/:id/refund/retry': STAFF_UP,
  'POST /api/bookings/:id/change': STAFF_UP,
  'POST /api/payments/create': STAFF_UP,
  'POST /api/store-payment/confirm-instore-payment': STAFF_UP,
  'GET /api/support-tickets/tickets': STAFF_UP,
  'GET /api/notifications/staff': STAFF_UP,
  'GET /api/dashboard/today': STAFF_UP,
  'GET /api/reports/summary': ADMIN_UP,
  'GET /api/reports/jobs.csv': ADMIN_UP,
  'GET /api/reports/cash-up': ADMIN_UP,
  'GET /api/reports/cash-up.pdf': ADMIN_UP,
  'GET /api/reports/cash-up.csv': ADMIN_UP,
  'GET /api/support-tickets/tickets/customer/:customerId/': STAFF_UP,
  'GET /api/support-tickets/tickets/customer/:customerId': STAFF_UP,
  'GET /api/support-tickets/tickets/:ticketId': STAFF_UP,
  'PATCH /api/support-tickets/tickets/:ticketId/status': STAFF_UP,
  'POST /api/ticket-responses/send-response': STAFF_UP,
  'GET /api/admin/invoices': STAFF_UP,
  'GET /api/invoices/:invoiceNumber': STAFF_UP,
  'GET /api/invoices/credit-notes/:id/download': STAFF_UP,
  'POST /api/invite': STAFF_UP,
  'GET /api/dev/mailbox': STAFF_UP,
  'GET /api/bigcommerce-invoices/metadata': OWNER,
  'POST /api/bigcommerce-invoices/refresh': OWNER,
  'GET /api/bcinvoices/:invoiceId': OWNER,
  'GET /api/bcinvoices/:invoiceId/download': OWNER,
  'GET /api/bigcommerce/products': OWNER,
  'PUT /api/invoices-edit/invoices/:invoiceId/download': OWNER,
  'GET /api/bigcommerce-credit-notes/:creditNoteId/download': OWNER,
  'GET /api/admin/settings': ADMIN_UP,
  'GET /api/admin/settings/store-check': ADMIN_UP,
  'GET /api/admin/settings/store': ADMIN_UP,
  'PUT /api/admin/settings/store': OWNER,
  'GET /api/admin/settings/digits': ADMIN_UP,
  'PUT /api/admin/settings/digits': OWNER,
  'GET /api/admin/shop-settings': ADMIN_UP,
  'PUT /api/admin/shop-settings': OWNER,
  'GET /api/admin/failed-emails': ADMIN_UP,
  'POST /api/admin/failed-emails/:id/resend': ADMIN_UP,
  'GET /api/jobs/:id/tag.pdf': STAFF_UP,
  'GET /api/jobs': STAFF_UP,
  'GET /api/jobs/summary': STAFF_UP,
  'GET /api/jobs/:id': STAFF_UP,
  'GET /api/jobs/:id/status-link': STAFF_UP,
  'GET /api/jobs/:id/receipt.pdf': STAFF_UP,
  'POST /api/jobs/:id/receipt/resend': STAFF_UP,
  'POST /api/jobs/:id/status-link': STAFF_UP,
  'POST /api/jobs/:id/status-link/revoke': STAFF_UP,
  'GET /api/public/status/:token': 'public',
  'PUT /api/jobs/:id/spec': STAFF_UP,
  'PUT /api/jobs/:id/intake': STAFF_UP,
  'POST /api/jobs/:id/stage': STAFF_UP,
  'POST /api/jobs/:id/collect': STAFF_UP,
  'POST /api/jobs/:id/photos': STAFF_UP,
  'GET /api/jobs/:id/photos/:photoId': STAFF_UP,
  'PATCH /api/jobs/:id/photos/:photoId': STAFF_UP,
  'DELETE /api/jobs/:id/photos/:photoId': ADMIN_UP,
  'GET /api/public/status/:token/photos/:photoId': 'public',
  'GET /api/customers/:id/rackets': STAFF_UP,
  'POST /api/customers/:id/rackets': STAFF_UP,
  'PUT /api/customers/:id/rackets/:racketId': STAFF_UP,
  'GET /api/reminders/due': STAFF_UP,
  'POST /api/reminders/send': STAFF_UP,
  'POST /api/reminders/unsubscribe': 'public',
  'GET /api/webhooks/whatsapp': 'public',
  'POST /api/webhooks/whatsapp': 'public',
  'PUT /api/customers/:id/language': STAFF_UP,
  'PUT /api/customers/:id/channel': STAFF_UP,
  'GET /api/settings/default-spec': STAFF_UP,
  'PUT /api/settings/default-spec': OWNER,
  'GET /api/stock': STAFF_UP,
  'POST /api/stock/receipts': ADMIN_UP,
  'POST /api/stock/adjustments': ADMIN_UP,
  'PUT /api/stock/:stringId/threshold': ADMIN_UP,
  'GET /api/stock/:stringId/ledger': STAFF_UP,
};

const SITE_KEY = 'shop-site-key-for-the-matrix';
const t = testAppForFile({ env: { SHOP_SITE_API_KEY: SITE_KEY } });
const as = signedInByRole(t);

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const send = (route: { method: string; url: string }, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method as 'GET',
    // An account id no caller has: deactivating account 1 would end a caller's own session mid-walk.
    url: route.url.replace(/\/accounts\/:id\//, '/accounts/2147483000/').replace(/:[A-Za-z]+/g, '1'),
    headers,
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

describe(`route × caller matrix (${engine})`, () => {
  it('has a line for every route of the server and no line for a route that is gone', () => {
    const served = t.app.routeTable.map(key).sort();
    expect(served).toEqual(Object.keys(MATRIX).sort());
  });

  it("agrees with each route's guard and the role policies", () => {
    for (const route of t.app.routeTable) {
      const expected = MATRIX[key(route)]!;
      if (expected === 'public' || expected === 'shop-site') expect(route.action, key(route)).toBeNull();
      else
        expect(
          ROLES.filter((role) => route.action && can(role, route.action)),
          key(route),
        ).toEqual(expected);
    }
  });

  it('answers every caller as the matrix says: no token and a forged one 401, excluded roles 403, allowed roles past the guard', async () => {
    for (const route of t.app.routeTable) {
      const expected = MATRIX[key(route)]!;
      if (expected === 'public') continue;
      if (expected === 'shop-site') {
        expect((await send(route, {})).statusCode, key(route)).toBe(401);
        expect((await send(route, { 'x-api-key': 'not-the-key' })).statusCode, key(route)).toBe(401);
        expect((await send(route, { 'x-api-key': SITE_KEY })).statusCode, key(route)).toBe(400);
        continue;
      }
      expect((await send(route, {})).statusCode, `${key(route)} no token`).toBe(401);
      expect((await send(route, { authorization: 'Bearer forged-token' })).statusCode, `${key(route)} forged`).toBe(
        401,
      );
      // Logging out ends the caller's session: that route gets sessions of its own.
      const callers = key(route) === 'POST /api/admin/logout' ? await headersByRole(t.ctx) : as;
      for (const role of ROLES) {
        const status = (await send(route, callers[role])).statusCode;
        if (expected.includes(role)) expect([401, 403], `${role} on ${key(route)}`).not.toContain(status);
        else expect(status, `${role} on ${key(route)}`).toBe(403);
      }
    }
  });
});
