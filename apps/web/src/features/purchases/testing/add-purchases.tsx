import type { ReactElement } from 'react';
import {
  manualPurchaseResponseSchema,
  PURCHASE_MESSAGES,
  type ManualPurchaseRequest,
} from '@shop/domain/contracts/purchases';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import AddPurchases from '../routes/add-purchases';

/** The customer the screens carry in the navigation state. */
export const NAV_CUSTOMER = { id: 7, name: 'Hessa Al Falasi', email: 'hessa@example.ae', phone: '+971 50 111 2222' };

/** Add purchases for customer 7; `landing` is where leaving the screen goes. */
export function renderAddPurchases(
  landing: ReactElement,
  path = '/dashboard/add-purchases/7',
  state: unknown = { customer: NAV_CUSTOMER },
) {
  return renderRoutes(
    [
      { path: '/dashboard/add-purchases/:customerId', element: <AddPurchases /> },
      { path: '*', element: landing },
    ],
    [{ pathname: path, state }],
  );
}

const earns = (row: ManualPurchaseRequest['purchases'][number]) =>
  (row.category ?? 'racket') === 'racket' && row.price > 1000;

/** The server's answer for saved rows: each row back with an id, rackets above 1,000 AED with an entitlement. */
export const fakeSave = () =>
  fakeApi.post('/api/manual-purchase/:customerId', manualPurchaseResponseSchema, ({ body }) => {
    const rows = (body as ManualPurchaseRequest).purchases;
    return {
      message: PURCHASE_MESSAGES.saved(rows.length),
      purchases: rows.map((row, index) => ({
        ...row,
        category: row.category ?? 'racket',
        purchase_id: index + 1,
        source: 'in-store' as const,
        rp_ids: earns(row) ? [index + 1] : [],
      })),
      entitlements_created: rows.filter(earns).length,
    };
  });
