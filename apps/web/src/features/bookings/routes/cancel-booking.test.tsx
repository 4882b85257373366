import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { bookingListResponseSchema, type BookingListItem } from '@shop/domain/contracts/bookings';
import {
  CANCELLATION_MESSAGES,
  cancelBookingResponseSchema,
  changeBookingResponseSchema,
  REFUND_STATUS_LABELS,
  type CancellationView,
} from '@shop/domain/contracts/cancellations';
import { errorAnswer, fakeApi, pdfAnswer } from '@/testing/api';
import { listPage } from '@/testing/list-page';
import { clearSession, saveSession } from '@/lib/session';
import { makeBookingItem } from '../testing/make-booking-item';
import { renderBookingsPage } from '../testing/render-bookings-page';

const paid = makeBookingItem({ booking_id: 52, due_in_store: 0, cancellation: null });

const failedRefund: CancellationView = {
  reason: 'Customer moved abroad',
  canceled_at: '2026-11-22T11:00:00Z',
  canceled_by: 'Sara Staff',
  free_stringing_returned: false,
  refund_status: 'failed',
  refund_amount: 150,
  refund_reference: null,
  refund_failure: 'Do not honour',
  credit_note: { id: 3, credit_note_number: 'CN-0003', invoice_number: 'INV-2026-001001', amount: 150 },
};

function fakeList(items: BookingListItem[]) {
  return fakeApi.get('/api/bookings', bookingListResponseSchema, listPage(items, { pageSize: 5 }));
}

const rowOf = async (id: number) =>
  (await screen.findAllByRole('row')).find((r) => r.dataset.bookingId === String(id))!;

afterEach(() => clearSession());

describe('cancel a booking on Customer Bookings', { timeout: 20_000 }, () => {
  it('says exactly what the last booking of a delivered checkout refunds: its line and the delivery fee, labelled', async () => {
    saveSession('token', 'staff');
    fakeList([
      {
        ...paid,
        total_cost: 210,
        pickup_fee: 50,
        pickup_option: 'delivery',
        instore_location: null,
        delivery_address: 'Villa 12, Al Barsha 2',
        cancel_refund: {
          total: 260,
          lines: [
            { kind: 'line', amount: 210 },
            { kind: 'fee', amount: 50 },
          ],
        },
      },
    ]);
    renderBookingsPage();
    const row = await rowOf(52);
    await userEvent.click(within(row).getByRole('button', { name: CANCELLATION_MESSAGES.cancelAction }));
    const dialog = await screen.findByRole('dialog', { name: CANCELLATION_MESSAGES.confirmTitle });
    expect(within(dialog).getByText('Refund 260.00 AED to the card.')).toBeInTheDocument();
    const lines = within(dialog).getByRole('list', { name: 'What is refunded' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Head Lynx Tour 1.25: 210.00 AED', 'Delivery fee: 50.00 AED']);
  });

  it('says a deposit taken in store is handed back in store, with no card to choose', async () => {
    saveSession('token', 'staff');
    fakeList([
      {
        ...paid,
        payment_option: 'in-store',
        payment_status: 'pay-in-store',
        amount_paid: 50,
        balance_due: 100,
        cancel_refund: { total: 50, lines: [{ kind: 'in-store', amount: 50 }] },
      },
    ]);
    const cancels = fakeApi.post('/api/bookings/:id/cancel', cancelBookingResponseSchema, errorAnswer(409, 'x'));
    renderBookingsPage();
    await userEvent.click(within(await rowOf(52)).getByRole('button', { name: CANCELLATION_MESSAGES.cancelAction }));
    const dialog = await screen.findByRole('dialog', { name: CANCELLATION_MESSAGES.confirmTitle });
    expect(within(dialog).getByText('Refund 50.00 AED due in store.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: CANCELLATION_MESSAGES.refundInStoreLabel })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: CANCELLATION_MESSAGES.reasonLabel }), 'Left');
    await userEvent.click(within(dialog).getByRole('button', { name: CANCELLATION_MESSAGES.confirmButton }));
    await waitFor(() => expect(cancels.last()?.body).toEqual({ reason: 'Left', refund_to: 'in-store' }));
  });

  it('asks for a reason, says the refund goes to the card, and sends the reason', async () => {
    saveSession('token', 'staff');
    fakeList([paid]);
    const cancels = fakeApi.post('/api/bookings/:id/cancel', cancelBookingResponseSchema, {
      message: CANCELLATION_MESSAGES.canceled,
      data: {
        booking: {
          ...paid,
          status: 'canceled',
          cancellation: { ...failedRefund, refund_status: 'refunded', refund_failure: null },
        },
        cancellation: { ...failedRefund, refund_status: 'refunded', refund_failure: null },
      },
    });
    renderBookingsPage();
    const row = await rowOf(52);
    await userEvent.click(within(row).getByRole('button', { name: CANCELLATION_MESSAGES.cancelAction }));
    const dialog = await screen.findByRole('dialog', { name: CANCELLATION_MESSAGES.confirmTitle });
    expect(within(dialog).getByText('Refund 150.00 AED to the card.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: CANCELLATION_MESSAGES.confirmButton }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CANCELLATION_MESSAGES.reasonRequired);
    expect(cancels.count()).toBe(0);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: CANCELLATION_MESSAGES.refundInStoreLabel }));
    expect(within(dialog).getByText('Refund 150.00 AED due in store.')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: CANCELLATION_MESSAGES.reasonLabel }),
      'Wrong racket',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: CANCELLATION_MESSAGES.confirmButton }));
    await waitFor(() => expect(cancels.last()?.body).toEqual({ reason: 'Wrong racket', refund_to: 'in-store' }));
    expect(cancels.last()?.params.id).toBe('52');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal in the dialog', async () => {
    saveSession('token', 'staff');
    fakeList([paid]);
    fakeApi.post(
      '/api/bookings/:id/cancel',
      cancelBookingResponseSchema,
      errorAnswer(409, CANCELLATION_MESSAGES.completed),
    );
    renderBookingsPage();
    await userEvent.click(within(await rowOf(52)).getByRole('button', { name: CANCELLATION_MESSAGES.cancelAction }));
    const dialog = await screen.findByRole('dialog', { name: CANCELLATION_MESSAGES.confirmTitle });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: CANCELLATION_MESSAGES.reasonLabel }),
      'Double booked',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: CANCELLATION_MESSAGES.confirmButton }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CANCELLATION_MESSAGES.completed);
  });

  it('shows a canceled booking’s reason, its failed refund with Retry refund, and its credit note', async () => {
    saveSession('token', 'staff');
    fakeList([{ ...paid, status: 'canceled', cancellation: failedRefund }]);
    const retries = fakeApi.post('/api/bookings/:id/refund/retry', cancelBookingResponseSchema, {
      message: CANCELLATION_MESSAGES.refundRetried,
      data: { booking: { ...paid, status: 'canceled' }, cancellation: { ...failedRefund, refund_status: 'refunded' } },
    });
    const pdf = fakeApi.get('/api/invoices/credit-notes/:id/download', z.unknown(), pdfAnswer());
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderBookingsPage();
    const row = await rowOf(52);
    expect(within(row).getByText('Customer moved abroad')).toBeInTheDocument();
    expect(within(row).getByText(`${REFUND_STATUS_LABELS.failed} 150.00 AED`)).toBeInTheDocument();
    expect(within(row).getByText('Do not honour')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: CANCELLATION_MESSAGES.cancelAction })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: CANCELLATION_MESSAGES.retryAction }));
    await waitFor(() => expect(retries.last()?.body).toEqual({ refund_to: 'card' }));
    await userEvent.click(
      within(row).getByRole('button', { name: `${CANCELLATION_MESSAGES.creditNoteDownload} CN-0003` }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(pdf.last()?.params.id).toBe('3');
    click.mockRestore();
  });

  it('shows a refund whose outcome is unknown with Retry refund and Refund in store (the server asks the provider first)', async () => {
    saveSession('token', 'staff');
    const unknown: CancellationView = {
      ...failedRefund,
      refund_status: 'unknown',
      refund_failure: CANCELLATION_MESSAGES.refundAnswerLost,
    };
    fakeList([{ ...paid, status: 'canceled', cancellation: unknown }]);
    const retries = fakeApi.post('/api/bookings/:id/refund/retry', cancelBookingResponseSchema, {
      message: CANCELLATION_MESSAGES.refundFoundAtProvider,
      data: { booking: { ...paid, status: 'canceled' }, cancellation: { ...unknown, refund_status: 'refunded' } },
    });
    renderBookingsPage();
    const row = await rowOf(52);
    expect(within(row).getByText(`${REFUND_STATUS_LABELS.unknown} 150.00 AED`)).toBeInTheDocument();
    expect(within(row).getByText(CANCELLATION_MESSAGES.refundAnswerLost)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Refund in store' }));
    await waitFor(() => expect(retries.last()?.body).toEqual({ refund_to: 'in-store' }));
    expect(retries.count()).toBe(1);
  });

  it('changes the string of a booking: only the changed field is sent', async () => {
    saveSession('token', 'staff');
    fakeList([{ ...paid, payment_option: 'in-store', payment_status: 'pay-in-store' }]);
    const changes = fakeApi.post('/api/bookings/:id/change', changeBookingResponseSchema, {
      message: CANCELLATION_MESSAGES.changed,
      data: { booking: { ...paid, total_cost: 185 }, price_difference: 35, refund: null },
    });
    renderBookingsPage();
    await userEvent.click(within(await rowOf(52)).getByRole('button', { name: CANCELLATION_MESSAGES.changeAction }));
    const dialog = await screen.findByRole('dialog', { name: CANCELLATION_MESSAGES.changeAction });
    await userEvent.click(within(dialog).getByLabelText('String'));
    // The dropdown animates in; under jsdom it stays display:none, so the option is found hidden.
    await userEvent.click(await screen.findByRole('option', { name: /Babolat RPM Blast 1\.25/, hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save change' }));
    await waitFor(() => expect(changes.last()?.body).toEqual({ string_id: 7 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
