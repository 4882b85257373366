import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { bookingListResponseSchema, type BookingListResponse } from '@shop/domain/contracts/bookings';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi, FakeAnswer } from '@/testing/api';
import { inputByLabel, openOptions } from '@/testing/fields';
import { listPage } from '@/testing/list-page';
import { renderRoutes } from '@/testing/render';
import { makeBookingItem } from '../testing/make-booking-item';
import CustomerBookingsPage from './customer-bookings';

const totals = { bookings: 6, canceled: 2, amount: 600, paid: 100, balance_due: 500 };

function answer(query: URLSearchParams): BookingListResponse {
  const page = listPage([makeBookingItem({ booking_id: 7 })], { pageSize: 5 });
  return query.get('from') && query.get('to') ? { ...page, totals } : page;
}

const renderPage = (url: string) =>
  renderRoutes([{ path: '/dashboard/booking-customer', element: <CustomerBookingsPage /> }], [url]);

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('View Bookings: days, store, totals and CSV', { timeout: 20_000 }, () => {
  it('asks for the days and store of the address, shows the totals and downloads the CSV of the same list', async () => {
    saveSession('tok-1', 'admin');
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = fakeApi.get('/api/bookings', bookingListResponseSchema, ({ query }) => answer(query));
    const csv = fakeApi.get('/api/bookings.csv', z.unknown(), new FakeAnswer(200, 'Booking\r\n', 'text/csv'));
    const { router } = renderPage('/dashboard/booking-customer?from=2026-11-01&to=2026-11-27&store=Marina%20Store');
    expect(await screen.findByTestId('booking-totals')).toHaveTextContent(
      'Bookings shown: 6 (2 canceled) · Amount 600.00 AED · Paid 100.00 AED · Balance due 500.00 AED',
    );
    expect(calls.last()?.query.get('from')).toBe('2026-11-01');
    expect(calls.last()?.query.get('to')).toBe('2026-11-27');
    expect(calls.last()?.query.get('store')).toBe('Marina Store');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(csv.last()?.query.get('from')).toBe('2026-11-01');
    expect(csv.last()?.query.get('store')).toBe('Marina Store');

    // Every store: the store leaves the address and the call, the days stay.
    const list = await openOptions(inputByLabel(/^Store$/));
    await userEvent.click(within(list).getByRole('option', { name: 'All stores', hidden: true }));
    await waitFor(() => expect(calls.last()?.query.has('store')).toBe(false));
    expect(calls.last()?.query.get('from')).toBe('2026-11-01');
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-27');
  });

  it('shows no totals and keeps the CSV button off without both days', async () => {
    saveSession('tok-1', 'staff');
    const calls = fakeApi.get('/api/bookings', bookingListResponseSchema, ({ query }) => answer(query));
    renderPage('/dashboard/booking-customer?from=2026-11-01');
    await waitFor(() => expect(calls.count()).toBeGreaterThan(0));
    expect(await screen.findByText('1 booking')).toBeInTheDocument();
    expect(screen.queryByTestId('booking-totals')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
