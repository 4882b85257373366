import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingListItem } from '@shop/domain/contracts/bookings';
import { renderBookingsPage } from '../testing/render-bookings-page';

const base: BookingListItem = {
  booking_id: 1,
  customer_id: 7,
  customer_name: 'Layla Haddad',
  customer_email: 'layla@example.ae',
  customer_phone: '+971501234567',
  total_cost: 185,
  pickup_fee: 30,
  pickup_option: 'pickup',
  instore_location: null,
  delivery_address: 'Villa 12, Al Barsha 2, Dubai, UAE',
  racket_name: 'Pure Aero',
  service_name: 'Babolat RPM Blast 1.25',
  service_type: 'Regular',
  service_kind: 'string',
  booking_date: '2026-11-23',
  status: 'pending',
  payment_option: 'online',
  payment_status: 'paid',
  payment_held: false,
  free_service: false,
  cart_id: 'TXN1763800000000123',
  receipt_number: null,
  amount_due: 215,
  created_at: '2026-11-22T10:00:00Z',
  completed_at: null,
};

type Handler = (url: string, init?: RequestInit) => { status: number; body: unknown };

function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const { status, body } = handler(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPage = renderBookingsPage;

const page = (items: BookingListItem[]) => ({
  status: 200,
  body: { items, total: items.length, page: 1, pageSize: 5 },
});

afterEach(() => vi.unstubAllGlobals());

describe('customer bookings', { timeout: 20_000 }, () => {
  it('asks for 5 a page and shows pending as In Progress, with Mark as Complete unless completed', async () => {
    const fetchMock = stubApi(() =>
      page([
        base,
        { ...base, booking_id: 2, status: 'completed', payment_status: 'paid' },
        { ...base, booking_id: 3, payment_status: 'awaiting-payment' },
      ]),
    );
    renderPage();
    const rows = await screen.findAllByRole('row');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('pageSize=5');
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
    const fetchMock = stubApi((url) => {
      const params = new URL(url, 'http://x').searchParams;
      const pageNo = Number(params.get('page') ?? '1');
      return {
        status: 200,
        body: {
          items: [{ ...base, booking_id: pageNo }],
          total: 10_000,
          page: pageNo,
          pageSize: 5,
          totalIsExact: false,
          hasMore: true,
          nextCursor: `k${pageNo + 1}`,
        },
      };
    });
    renderPage();
    expect(await screen.findByText('10,000+ bookings')).toBeInTheDocument();
    expect(screen.getByText('1–5 of 10,000+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2000' }));
    expect(await screen.findByText('9,996–10,000 of 10,000+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    await vi.waitFor(() => {
      const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://x').searchParams;
      expect([last.get('status'), last.get('page'), last.get('cursor')]).toEqual(['completed', '1', null]);
    });
  });

  it('shows the empty state and the load error in the spec words', async () => {
    stubApi(() => page([]));
    const { unmount } = renderPage();
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
    unmount();
    stubApi(() => ({ status: 500, body: { error: 'boom' } }));
    renderPage();
    expect(await screen.findByText('Failed to fetch bookings', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('completes an online-paid booking with PATCH /api/bookings/{id}/status', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi((url, init) =>
      init?.method === 'PATCH'
        ? {
            status: 200,
            body: { message: 'Booking marked as complete.', data: { booking: base, invoice_number: null } },
          }
        : page([base]),
    );
    renderPage();
    const rows = await screen.findAllByRole('row');
    await user.click(
      within(rows.find((r) => r.dataset.bookingId === '1')!).getByRole('button', { name: 'Mark as Complete' }),
    );
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === '/api/bookings/1/status' && init?.method === 'PATCH'),
      ).toBe(true),
    );
  });

  it('an in-store booking asks for a receipt number and a positive amount before completing', async () => {
    const user = userEvent.setup({ delay: null });
    const instore = {
      ...base,
      booking_id: 4,
      payment_option: 'in-store' as const,
      payment_status: 'pay-in-store' as const,
    };
    const fetchMock = stubApi((url, init) => {
      if (init?.method === 'POST')
        return {
          status: 200,
          body: {
            message: 'In-store payment recorded and booking completed.',
            data: { booking: instore, invoice_number: 'INV-1' },
          },
        };
      return page([instore]);
    });
    renderPage();
    const rows = await screen.findAllByRole('row');
    await user.click(
      within(rows.find((r) => r.dataset.bookingId === '4')!).getByRole('button', { name: 'Mark as Complete' }),
    );
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
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.clear(within(dialog).getByLabelText('Amount (AED)'));
    await user.type(within(dialog).getByLabelText('Amount (AED)'), '215');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment and complete' }));
    await vi.waitFor(() => {
      const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(call?.[0]).toBe('/api/bookings/4/complete-instore');
      expect(JSON.parse(call![1]!.body as string)).toEqual({ receipt_number: 'R-20451', amount: 215 });
    });
  });

  it('an in-store completion refused by the server shows its message', async () => {
    const user = userEvent.setup({ delay: null });
    const instore = {
      ...base,
      booking_id: 4,
      payment_option: 'in-store' as const,
      payment_status: 'pay-in-store' as const,
    };
    stubApi((url, init) =>
      init?.method === 'POST'
        ? { status: 409, body: { error: 'This booking is already completed.' } }
        : page([instore]),
    );
    renderPage();
    const rows = await screen.findAllByRole('row');
    await user.click(
      within(rows.find((r) => r.dataset.bookingId === '4')!).getByRole('button', { name: 'Mark as Complete' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Receipt Number'), 'R-1');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment and complete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This booking is already completed.');
  });
});
