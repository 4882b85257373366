import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PAYMENTS_TO_RESOLVE_MESSAGES as M,
  paymentsToResolveResponseSchema,
  resolvePaymentResponseSchema,
  TO_RESOLVE_KIND_LABELS,
  type PaymentToResolve,
} from '@shop/domain/contracts/payments-to-resolve';
import { errorAnswer, fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import { clearSession, saveSession } from '@/lib/session';
import PaymentsToResolvePage from './payments-to-resolve';

const late: PaymentToResolve = {
  kind: 'late-payment',
  cart_id: 'TXN17642000000001',
  customer_name: 'Layla Haddad',
  amount: 145,
  booking_ids: [61],
  occurred_at: '2026-11-27T09:30:00.000Z',
  reference: '040000000012',
  restorable: true,
  note: null,
};
const unknownRefund: PaymentToResolve = {
  ...late,
  kind: 'refund-unknown',
  cart_id: 'TXN17642000000002',
  amount: 70,
  booking_ids: [62],
  reference: null,
  restorable: false,
  note: 'The payment provider did not answer in time.',
};

function open() {
  return renderRoutes(
    [{ path: '/dashboard/payments-to-resolve', element: <PaymentsToResolvePage /> }],
    ['/dashboard/payments-to-resolve'],
  );
}

afterEach(() => clearSession());

describe('Payments to resolve', { timeout: 20_000 }, () => {
  it('lists a late payment and an unknown refund; Restore bookings is confirmed first and reloads the list', async () => {
    saveSession('token', 'admin');
    let items = [late, unknownRefund];
    const list = fakeApi.get('/api/payments/to-resolve', paymentsToResolveResponseSchema, () => ({ items }));
    const resolves = fakeApi.post('/api/payments/:cartId/resolve', resolvePaymentResponseSchema, () => {
      items = [unknownRefund];
      return {
        message: M.restored,
        data: { cart_id: late.cart_id, resolution: 'restored' as const, refund_status: null, booking_ids: [61] },
      };
    });
    open();
    const card = await screen.findByRole('article', {
      name: `${TO_RESOLVE_KIND_LABELS['late-payment']} ${late.cart_id}`,
    });
    expect(within(card).getByText('145.00 AED')).toBeInTheDocument();
    expect(within(card).getByText('Layla Haddad')).toBeInTheDocument();
    const unknown = screen.getByRole('article', {
      name: `${TO_RESOLVE_KIND_LABELS['refund-unknown']} ${unknownRefund.cart_id}`,
    });
    expect(within(unknown).getByRole('link', { name: 'Open the booking' })).toHaveAttribute(
      'href',
      '/dashboard/booking-customer?search=62',
    );
    expect(within(unknown).queryByRole('button', { name: M.refundAction })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: M.restoreAction }));
    const dialog = await screen.findByRole('dialog', { name: M.restoreAction });
    expect(within(dialog).getByText(M.restoreConfirm)).toBeInTheDocument();
    expect(resolves.count()).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: M.restoreAction }));
    await waitFor(() => expect(resolves.last()?.body).toEqual({ action: 'restore' }));
    expect(resolves.last()?.params.cartId).toBe(late.cart_id);
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: `${TO_RESOLVE_KIND_LABELS['late-payment']} ${late.cart_id}` }),
      ).toBeNull(),
    );
    expect(list.count()).toBe(2);
  });

  it('disables Restore bookings when they can no longer be had, saying why; Refund in full stays', async () => {
    saveSession('token', 'admin');
    const blocked = {
      ...late,
      restorable: false,
      note: 'Booking #61 is for 2026-11-01, which has passed: refund the payment instead.',
    };
    fakeApi.get('/api/payments/to-resolve', paymentsToResolveResponseSchema, { items: [blocked] });
    const resolves = fakeApi.post('/api/payments/:cartId/resolve', resolvePaymentResponseSchema, {
      message: M.refunded,
      data: { cart_id: late.cart_id, resolution: 'refunded', refund_status: 'refunded', booking_ids: [61] },
    });
    open();
    const card = await screen.findByRole('article', {
      name: `${TO_RESOLVE_KIND_LABELS['late-payment']} ${late.cart_id}`,
    });
    expect(within(card).getByText(blocked.note)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: M.restoreAction })).toBeDisabled();
    await userEvent.click(within(card).getByRole('button', { name: M.refundAction }));
    const dialog = await screen.findByRole('dialog', { name: M.refundAction });
    await userEvent.click(within(dialog).getByRole('button', { name: M.refundAction }));
    await waitFor(() => expect(resolves.last()?.body).toEqual({ action: 'refund' }));
  });

  it('says so when there is nothing to resolve, and shows the server’s sentence when the list fails', async () => {
    saveSession('token', 'admin');
    fakeApi.get('/api/payments/to-resolve', paymentsToResolveResponseSchema, { items: [] }, { once: true });
    const first = open();
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    first.unmount();
    fakeApi.get(
      '/api/payments/to-resolve',
      paymentsToResolveResponseSchema,
      errorAnswer(403, 'You are not eligible to access it.'),
    );
    open();
    expect(await screen.findByText('You are not eligible to access it.')).toBeInTheDocument();
  });
});
