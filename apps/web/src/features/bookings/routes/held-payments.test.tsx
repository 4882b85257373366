import { afterEach, describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingListResponseSchema } from '@shop/domain/contracts/bookings';
import {
  captureHeldPaymentResponseSchema,
  HELD_PAYMENT_MESSAGES,
  voidHeldPaymentResponseSchema,
} from '@shop/domain/contracts/held-payments';
import { fakeApi } from '@/testing/api';
import { listPage } from '@/testing/list-page';
import { clearSession, saveSession } from '@/lib/session';
import { makeBookingItem } from '../testing/make-booking-item';
import { renderBookingsPage } from '../testing/render-bookings-page';

const held = makeBookingItem({ payment_status: 'awaiting-payment', payment_held: true });

/** The bookings list with one held booking, and the void call; returns both recorders. */
function fakeBookings() {
  const list = fakeApi.get('/api/bookings', bookingListResponseSchema, listPage([held], { pageSize: 5 }));
  const voids = fakeApi.post('/api/bookings/:id/void-payment', voidHeldPaymentResponseSchema, {
    message: HELD_PAYMENT_MESSAGES.voided,
    data: { outcome: 'voided', cart_id: held.cart_id!, checkout_status: 'canceled', booking_ids: [41] },
  });
  return { list, voids };
}

const renderPage = renderBookingsPage;

afterEach(() => clearSession());

describe('held payments on Customer Bookings', { timeout: 20_000 }, () => {
  it('lets an admin filter on held payments and void one after confirming', async () => {
    saveSession('token', 'admin');
    const { list, voids } = fakeBookings();
    renderPage();
    const row = (await screen.findAllByRole('row')).find((r) => r.dataset.bookingId === '41')!;
    expect(within(row).getByText(HELD_PAYMENT_MESSAGES.badge)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: HELD_PAYMENT_MESSAGES.filterLabel }));
    await waitFor(() => {
      const last = list.last()!.query;
      expect([last.get('payment'), last.get('status'), last.get('page')]).toEqual(['held', null, '1']);
    });

    await userEvent.click(within(row).getByRole('button', { name: HELD_PAYMENT_MESSAGES.voidAction }));
    const dialog = await screen.findByRole('dialog', { name: HELD_PAYMENT_MESSAGES.confirmTitle });
    expect(within(dialog).getByText(HELD_PAYMENT_MESSAGES.confirmBody)).toBeInTheDocument();
    expect(voids.count()).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: HELD_PAYMENT_MESSAGES.confirmButton }));
    await waitFor(() => {
      expect(voids.last()?.params.id).toBe('41');
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets an admin capture a held payment after confirming, next to Void', async () => {
    saveSession('token', 'admin');
    fakeBookings();
    const captures = fakeApi.post('/api/bookings/:id/capture-payment', captureHeldPaymentResponseSchema, {
      message: HELD_PAYMENT_MESSAGES.captured,
      data: { outcome: 'captured', cart_id: held.cart_id!, checkout_status: 'paid', booking_ids: [41] },
    });
    renderPage();
    const row = (await screen.findAllByRole('row')).find((r) => r.dataset.bookingId === '41')!;
    expect(within(row).getByRole('button', { name: HELD_PAYMENT_MESSAGES.voidAction })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: HELD_PAYMENT_MESSAGES.captureAction }));
    const dialog = await screen.findByRole('dialog', { name: HELD_PAYMENT_MESSAGES.captureConfirmTitle });
    expect(within(dialog).getByText(HELD_PAYMENT_MESSAGES.captureConfirmBody)).toBeInTheDocument();
    expect(captures.count()).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: HELD_PAYMENT_MESSAGES.captureConfirmButton }));
    await waitFor(() => expect(captures.last()?.params.id).toBe('41'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the provider's raw code on a payment held for an answer the shop does not know", async () => {
    saveSession('token', 'admin');
    const unknown = makeBookingItem({
      payment_status: 'awaiting-payment',
      payment_held: true,
      payment_held_code: '3/E',
    });
    fakeApi.get('/api/bookings', bookingListResponseSchema, listPage([unknown], { pageSize: 5 }));
    renderPage();
    const row = (await screen.findAllByRole('row')).find((r) => r.dataset.bookingId === '41')!;
    expect(within(row).getByText(`${HELD_PAYMENT_MESSAGES.badge} · 3/E`)).toBeInTheDocument();
  });

  it('shows staff the Payment held badge but neither the filter nor the void', async () => {
    saveSession('token', 'staff');
    fakeBookings();
    renderPage();
    const row = (await screen.findAllByRole('row')).find((r) => r.dataset.bookingId === '41')!;
    expect(within(row).getByText(HELD_PAYMENT_MESSAGES.badge)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: HELD_PAYMENT_MESSAGES.voidAction })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: HELD_PAYMENT_MESSAGES.captureAction })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: HELD_PAYMENT_MESSAGES.filterLabel })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Completed' })).toBeInTheDocument();
  });
});
