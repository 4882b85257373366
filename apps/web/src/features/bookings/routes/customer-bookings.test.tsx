import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bookingCompletionResponseSchema,
  bookingListResponseSchema,
  type BookingListItem,
  type BookingListResponse,
} from '@shop/domain/contracts/bookings';
import { COMPLETION_NOTICES } from '@shop/domain/booking-status';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/api';
import { listPage } from '@/testing/list-page';
import { renderRoutes } from '@/testing/render';
import { makeBookingItem } from '../testing/make-booking-item';
import CustomerBookingsPage from './customer-bookings';

const base = makeBookingItem({
  booking_id: 1,
  customer_name: 'Layla Haddad',
  customer_email: 'layla@example.ae',
  total_cost: 185,
  list_price: 185,
  pickup_fee: 30,
  pickup_option: 'pickup',
  instore_location: null,
  delivery_address: 'Villa 12, Al Barsha 2, Dubai, UAE',
  service_name: 'Babolat RPM Blast 1.25',
  amount_due: 215,
});

const BOOKINGS = '/api/bookings';

function renderPage(url = '/dashboard/booking-customer') {
  return renderRoutes(
    [
      {
        path: '/dashboard/booking-customer',
        element: <CustomerBookingsPage />,
      },
    ],
    [url],
  );
}

const page = (items: BookingListItem[]): BookingListResponse => listPage(items, { pageSize: 5 });

/** An in-store booking not paid yet (row 4). */
const instore = {
  ...base,
  booking_id: 4,
  payment_option: 'in-store' as const,
  payment_status: 'pay-in-store' as const,
  amount_paid: 0,
  balance_due: 215,
};

/** Clicks Mark as Complete on the booking's row once the rows are shown. */
async function clickMarkComplete(user: ReturnType<typeof userEvent.setup>, bookingId: string) {
  const rows = await screen.findAllByRole('row');
  await user.click(
    within(rows.find((r) => r.dataset.bookingId === bookingId)!).getByRole('button', { name: 'Mark as Complete' }),
  );
}

describe('customer bookings', { timeout: 20_000 }, () => {
  it('a free stringing shows its list price, the free stringing line and the amount to pay', async () => {
    const free = { ...base, free_service: true, total_cost: 110, list_price: 185, discount: 75, pickup_fee: 0 };
    fakeApi.get(BOOKINGS, bookingListResponseSchema, page([free]));
    renderPage();
    const [price] = await screen.findAllByTestId('free-stringing-price');
    expect(price).toHaveTextContent('List price 185.00 AED');
    expect(price).toHaveTextContent('Free stringing −75.00 AED');
    expect(price).toHaveTextContent('To pay 110.00 AED');
  });

  it('asks for 5 a page and shows pending as In Progress, with Mark as Complete unless completed', async () => {
    const list = fakeApi.get(
      BOOKINGS,
      bookingListResponseSchema,
      page([
        base,
        { ...base, booking_id: 2, status: 'completed', payment_status: 'paid' },
        { ...base, booking_id: 3, payment_status: 'awaiting-payment' },
      ]),
    );
    renderPage();
    const rows = await screen.findAllByRole('row');
    expect(list.calls[0]!.query.get('pageSize')).toBe('5');
    const row1 = rows.find((r) => r.dataset.bookingId === '1')!;
    const row2 = rows.find((r) => r.dataset.bookingId === '2')!;
    const row3 = rows.find((r) => r.dataset.bookingId === '3')!;
    expect(within(row1).getByText('In Progress')).toBeInTheDocument();
    expect(within(row1).getByRole('button', { name: 'Mark as Complete' })).toBeEnabled();
    expect(within(row2).getByText('Completed')).toBeInTheDocument();
    expect(within(row2).queryByRole('button', { name: 'Mark as Complete' })).not.toBeInTheDocument();
    expect(within(row3).getByRole('button', { name: 'Mark as Complete' })).toBeDisabled();
  });

  it('shows a capped count honestly and pages on; a new filter starts again at page 1 without a cursor', async () => {
    const list = fakeApi.get(BOOKINGS, bookingListResponseSchema, ({ query }) => {
      const pageNo = Number(query.get('page') ?? '1');
      return {
        items: [{ ...base, booking_id: pageNo }],
        total: 10_000,
        page: pageNo,
        pageSize: 5,
        totalIsExact: false,
        hasMore: true,
        nextCursor: `k${pageNo + 1}`,
      };
    });
    const { router } = renderPage();
    expect(await screen.findByText('10,000+ bookings')).toBeInTheDocument();
    expect(screen.getByText('1–5 of 10,000+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2000' }));
    expect(await screen.findByText('9,996–10,000 of 10,000+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    await waitFor(() => {
      const last = list.last()!.query;
      expect([last.get('status'), last.get('page'), last.get('cursor')]).toEqual(['completed', '1', null]);
    });
    // The filter is in the URL: a reload or a shared link opens the same list.
    expect(router.state.location.search).toBe('?status=completed');
  });

  it('opens the status filter and page from the URL, and back returns to the previous filter', async () => {
    const list = fakeApi.get(BOOKINGS, bookingListResponseSchema, ({ query }) => ({
      ...page([{ ...base, booking_id: Number(query.get('page') ?? '1') }]),
      total: 12,
      page: Number(query.get('page') ?? '1'),
    }));
    const { router } = renderPage('/dashboard/booking-customer?status=completed&page=2');
    expect(await screen.findByText('6–10 of 12')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Completed' })).toBeChecked();
    expect([list.last()!.query.get('status'), list.last()!.query.get('page')]).toEqual(['completed', '2']);
    await userEvent.click(screen.getByRole('radio', { name: 'Canceled' }));
    await waitFor(() => expect(list.last()!.query.get('status')).toBe('canceled'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Completed' })).toBeChecked());
    expect(await screen.findByText('6–10 of 12')).toBeInTheDocument();
  });

  it('shows the empty state and the load error in the documented words', async () => {
    fakeApi.get(BOOKINGS, bookingListResponseSchema, page([]), { once: true });
    const { unmount } = renderPage();
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
    unmount();
    fakeApi.failure('get', BOOKINGS, 500, 'boom');
    renderPage();
    expect(await screen.findByText('Failed to fetch bookings', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('completes an online-paid booking with PATCH /api/bookings/{id}/status', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi.get(BOOKINGS, bookingListResponseSchema, page([base]));
    const complete = fakeApi.patch('/api/bookings/:id/status', bookingCompletionResponseSchema, {
      message: 'Booking marked as complete.',
      data: { booking: base, invoice_number: null },
    });
    renderPage();
    await clickMarkComplete(user, '1');
    // Asks first, saying what will happen; Cancel sends nothing.
    let dialog = await screen.findByRole('dialog', { name: 'Mark as Complete?' });
    expect(dialog).toHaveTextContent(COMPLETION_NOTICES.paidOnline);
    expect(dialog).toHaveTextContent(COMPLETION_NOTICES.customer);
    expect(dialog).toHaveTextContent(COMPLETION_NOTICES.undo);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(complete.count()).toBe(0);
    await clickMarkComplete(user, '1');
    dialog = await screen.findByRole('dialog', { name: 'Mark as Complete?' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete booking' }));
    await waitFor(() => expect(complete.last()?.params.id).toBe('1'));
    expect(complete.count()).toBe(1);
  });

  it('lets an admin undo a completion made today, and shows staff no Undo', async () => {
    // "Today" is the browser clock's: pinned (the clock alone, not the timers) at the last millisecond of the shop
    // day of a completion at 23:30 in Dubai; a completion stamped by the test's clock could fall on the day before
    // the page's for a run crossing the shop's midnight (20:00 UTC).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T19:59:59.999Z') });
    onTestFinished(() => void vi.useRealTimers());
    const user = userEvent.setup({ delay: null });
    const today = { ...base, booking_id: 8, status: 'completed' as const, completed_at: '2026-11-24T19:30:00.000Z' };
    const earlier = { ...base, booking_id: 9, status: 'completed' as const, completed_at: '2020-01-05T08:00:00Z' };
    fakeApi.get(BOOKINGS, bookingListResponseSchema, page([today, earlier]));
    const undo = fakeApi.post('/api/bookings/:id/undo-complete', bookingCompletionResponseSchema, {
      message: 'Completion undone: the booking is in progress again.',
      data: { booking: { ...today, status: 'pending', completed_at: null }, invoice_number: null },
    });
    saveSession('token', 'staff');
    const { unmount } = renderPage();
    let rows = await screen.findAllByRole('row');
    expect(screen.queryByRole('button', { name: 'Undo complete' })).not.toBeInTheDocument();
    unmount();
    saveSession('token', 'admin');
    renderPage();
    rows = await screen.findAllByRole('row');
    const rowOf = (id: string) => rows.find((r) => r.dataset.bookingId === id)!;
    expect(within(rowOf('9')).queryByRole('button', { name: 'Undo complete' })).not.toBeInTheDocument();
    await user.click(within(rowOf('8')).getByRole('button', { name: 'Undo complete' }));
    await waitFor(() => expect(undo.last()?.params.id).toBe('8'));
    clearSession();
  });

  it('offers no Undo from 20:00 UTC, the next shop day, for a completion at 23:30 in Dubai', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T20:00:00.000Z') });
    onTestFinished(() => void vi.useRealTimers());
    const completed = {
      ...base,
      booking_id: 8,
      status: 'completed' as const,
      completed_at: '2026-11-24T19:30:00.000Z',
    };
    fakeApi.get(BOOKINGS, bookingListResponseSchema, page([completed]));
    saveSession('token', 'admin');
    renderPage();
    const row = (await screen.findAllByRole('row')).find((r) => r.dataset.bookingId === '8')!;
    expect(within(row).queryByRole('button', { name: 'Undo complete' })).not.toBeInTheDocument();
    clearSession();
  });

  it('an in-store booking asks for a receipt number and a positive amount before completing', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi.get(BOOKINGS, bookingListResponseSchema, page([instore]));
    const record = fakeApi.post('/api/bookings/:id/complete-instore', bookingCompletionResponseSchema, {
      message: 'In-store payment recorded and booking completed.',
      data: { booking: instore, invoice_number: 'INV-1' },
    });
    renderPage();
    await clickMarkComplete(user, '4');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Amount (AED)')).toHaveValue('215');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment and complete' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A receipt number from the receipt system is required.',
    );
    await user.type(within(dialog).getByLabelText('Receipt Number'), 'R-20451');
    await user.clear(within(dialog).getByLabelText('Amount (AED)'));
    await user.type(within(dialog).getByLabelText('Amount (AED)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment and complete' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a valid positive amount.');
    expect(record.count()).toBe(0);
    await user.clear(within(dialog).getByLabelText('Amount (AED)'));
    await user.type(within(dialog).getByLabelText('Amount (AED)'), '215');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment and complete' }));
    await waitFor(() => {
      expect(record.last()?.params.id).toBe('4');
      expect(record.last()?.body).toEqual({ receipt_number: 'R-20451', amount: 215 });
    });
  });

  it('an in-store completion refused by the server shows its message', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi.get(BOOKINGS, bookingListResponseSchema, page([instore]));
    fakeApi.failure('post', '/api/bookings/:id/complete-instore', 409, 'This booking is already completed.');
    renderPage();
    await clickMarkComplete(user, '4');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Receipt Number'), 'R-1');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment and complete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This booking is already completed.');
  });

  it('an amount other than the amount due shows the server message naming the amount due, once', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi.get(BOOKINGS, bookingListResponseSchema, page([instore]));
    const message = 'The amount must equal the amount due: 215.00 AED.';
    const record = fakeApi.failure('post', '/api/bookings/:id/complete-instore', 400, message, { amount: message });
    renderPage();
    await clickMarkComplete(user, '4');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Receipt Number'), 'R-7');
    await user.clear(within(dialog).getByLabelText('Amount (AED)'));
    await user.type(within(dialog).getByLabelText('Amount (AED)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment and complete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getAllByText(message)).toHaveLength(1);
    expect(record.last()?.body).toEqual({ receipt_number: 'R-7', amount: 100 });
  });
});
