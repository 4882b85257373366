import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { z } from 'zod';
import { cashUpSchema, type CashUp } from '@shop/domain/contracts/cash-up';
import { addDays, shopDate } from '@shop/domain/shop-days';
import { clearSession, saveSession } from '@/lib/session';
import { describeInArabic } from '@/testing/arabic';
import { fakeApi, FakeAnswer } from '@/testing/api';
import { inputByLabel, openOptions } from '@/testing/fields';
import { renderRoutes } from '@/testing/render';
import CashUpPage from './cash-up';

const counted = (count: number, amount: number) => ({ count, amount });

function cashUp(query: URLSearchParams): CashUp {
  return {
    date: query.get('date') ?? '',
    store: (query.get('store') as CashUp['store']) ?? null,
    time_zone: 'Asia/Dubai',
    payments: { online: counted(2, 400), in_store: counted(3, 300), free: counted(1, 0), total: counted(6, 700) },
    refunds: { card: counted(1, 70), in_store: counted(1, 150), total: counted(2, 220) },
    voids: counted(1, 150),
    free_services: counted(1, 75),
    net_takings: 480,
    net_by_method: { card: 330, in_store: 150 },
    jobs: { received: 8, ready: 1, collected: 1 },
    invoices: [
      {
        invoice_number: 'INV-2026-001001',
        at: '2026-11-27T06:21:00.000Z',
        customer_name: 'Fatima Al Zaabi',
        payment_method: 'online',
        transaction_id: 'TXN20261127000001',
        store: 'Marina Store',
        amount: 250,
        free_services: 0,
      },
    ],
    credit_notes: [],
  };
}

const renderPage = (search: string) =>
  renderRoutes(
    [
      {
        path: '/dashboard/reports/cash-up',
        element: (
          <>
            <Notifications />
            <CashUpPage />
          </>
        ),
      },
    ],
    [`/dashboard/reports/cash-up${search}`],
  );

afterEach(() => {
  clearSession();
  notifications.clean();
  vi.restoreAllMocks();
});

describe('Cash-up screen', { timeout: 20_000 }, () => {
  it('shows the day and store of the address, its figures and documents, and follows a change of store', async () => {
    saveSession('tok-1', 'admin');
    const calls = fakeApi.get('/api/reports/cash-up', cashUpSchema, ({ query }) => cashUp(query));
    const { router } = renderPage('?date=2026-11-27&store=Marina%20Store');
    expect(await screen.findByTestId('cash-up-net')).toHaveTextContent('480.00 AED');
    expect(calls.last()?.query.get('date')).toBe('2026-11-27');
    expect(calls.last()?.query.get('store')).toBe('Marina Store');
    expect(screen.getByTestId('cash-up-payments')).toHaveTextContent('700.00 AED');
    expect(screen.getByTestId('cash-up-refunds')).toHaveTextContent('220.00 AED');
    expect(screen.getByTestId('cash-up-received')).toHaveTextContent('8');
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    expect(within(invoices).getByText('INV-2026-001001')).toBeInTheDocument();
    expect(within(invoices).getByText('Fatima Al Zaabi')).toBeInTheDocument();
    expect(within(invoices).getByText('10:21')).toBeInTheDocument();
    expect(screen.getByText('No credit notes on this day.')).toBeInTheDocument();

    const list = await openOptions(inputByLabel(/^Store$/));
    await userEvent.click(within(list).getByRole('option', { name: 'All stores', hidden: true }));
    await waitFor(() => expect(calls.last()?.query.has('store')).toBe(false));
    expect(calls.last()?.query.get('date')).toBe('2026-11-27');
    expect(router.state.location.search).toBe('?date=2026-11-27');
  });

  it('downloads the CSV of the shown day and store, and says so when it cannot', async () => {
    saveSession('tok-1', 'admin');
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fakeApi.get('/api/reports/cash-up', cashUpSchema, ({ query }) => cashUp(query));
    const csv = fakeApi.get('/api/reports/cash-up.csv', z.unknown(), new FakeAnswer(200, 'Type\r\n', 'text/csv'), {
      once: true,
    });
    renderPage('?date=2026-11-27&store=Marina%20Store');
    await screen.findByTestId('cash-up-net');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(csv.last()?.query.get('date')).toBe('2026-11-27');
    expect(csv.last()?.query.get('store')).toBe('Marina Store');
    fakeApi.failure('get', '/api/reports/cash-up.csv', 503, 'The database is not answering.');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
  });

  it("asks for today when the address has no day, and shows the server's sentence with a retry when it fails", async () => {
    saveSession('tok-1', 'admin');
    const calls = fakeApi.failure('get', '/api/reports/cash-up', 503, 'The database is not answering.');
    renderPage('?date=not-a-day');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect([shopDate(), addDays(shopDate(), -1)]).toContain(calls.last()?.query.get('date'));
  });
});

describeInArabic('Cash-up screen in Arabic', () => {
  it('names the figures in Arabic', async () => {
    saveSession('tok-1', 'admin');
    fakeApi.get('/api/reports/cash-up', cashUpSchema, ({ query }) => cashUp(query));
    renderPage('?date=2026-11-27');
    await screen.findByTestId('cash-up-net');
    expect(screen.getByRole('heading', { name: 'تسوية الصندوق لنهاية اليوم' })).toBeInTheDocument();
    expect(screen.getAllByText('صافي الإيرادات').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'طباعة PDF' })).toBeInTheDocument();
  });
});
