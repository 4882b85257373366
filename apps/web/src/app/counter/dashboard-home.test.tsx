import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { customersPageSchema } from '@shop/domain/contracts/customers';
import { bookingListResponseSchema } from '@shop/domain/contracts/bookings';
import { invoiceListResponseSchema } from '@shop/domain/contracts/invoices';
import { ticketListResponseSchema } from '@shop/domain/contracts/ticket-list';
import { todayResponseSchema } from '@shop/domain/contracts/dashboard';
import { jobSummarySchema } from '@shop/domain/contracts/jobs';
import { http, HttpResponse } from 'msw';
import { clearSession, saveSession } from '@/lib/session';
import { apiServer, fakeApi, PROFILE } from '@/testing/api';
import { listPage } from '@/testing/list-page';
import { renderWithProviders } from '@/testing/render';
import DashboardHome from '@/app/counter/dashboard-home';

const emptyPage = listPage([], { pageSize: 1 });

function existingCards() {
  fakeApi.get('/api/admin/customers', customersPageSchema, emptyPage);
  fakeApi.get('/api/bookings', bookingListResponseSchema, emptyPage);
  fakeApi.get('/api/admin/invoices', invoiceListResponseSchema, emptyPage);
  return fakeApi.get('/api/jobs/summary', jobSummarySchema, { due_today: 3, overdue: 1, ready: 5 });
}

afterEach(() => clearSession());

describe('Dashboard home: what the counter needs today', { timeout: 20_000 }, () => {
  it("shows the open tickets' count and today's takings by payment method beside the existing cards", async () => {
    saveSession('tok-1', 'staff');
    existingCards();
    const open = fakeApi.get(
      '/api/support-tickets/tickets',
      ticketListResponseSchema,
      listPage([], { pageSize: 1, total: 4 }),
    );
    fakeApi.get('/api/dashboard/today', todayResponseSchema, {
      date: '2026-03-10',
      time_zone: 'Asia/Dubai',
      takings: {
        total: 375.75,
        count: 4,
        methods: [
          { method: 'online', label: 'Online card', count: 2, amount: 270.5 },
          { method: 'in-store', label: 'In store', count: 2, amount: 165.25 },
          { method: 'card-refunds', label: 'Refunds to card', count: 1, amount: -60 },
        ],
      },
    });
    renderWithProviders(<DashboardHome />);
    expect(await screen.findByTestId('open-ticket-count')).toHaveTextContent('4');
    expect(open.last()?.query.get('status')).toBe('open');
    expect(screen.getByRole('link', { name: 'View open tickets' })).toHaveAttribute(
      'href',
      '/dashboard/support-tickets?status=open',
    );
    expect(await screen.findByTestId('takings-total')).toHaveTextContent('375.75 AED');
    expect(screen.getByText('10/03/2026')).toBeInTheDocument();
    expect(screen.getByText('Refunds to card')).toBeInTheDocument();
    expect(screen.getByText('(1 refund)')).toBeInTheDocument();
    expect(screen.getByText('270.50 AED')).toBeInTheDocument();
    expect(screen.getByText('165.25 AED')).toBeInTheDocument();
    expect(screen.getByText('Online card')).toBeInTheDocument();
    expect(screen.getByText('In store')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Latest invoices' })).toBeInTheDocument();
  });

  it("says when today's takings cannot be fetched; no open tickets reads 0", async () => {
    saveSession('tok-1', 'staff');
    existingCards();
    fakeApi.get('/api/support-tickets/tickets', ticketListResponseSchema, emptyPage);
    fakeApi.failure('get', '/api/dashboard/today', 503, 'The database is not reachable.');
    renderWithProviders(<DashboardHome />);
    expect(await screen.findByText("Failed to fetch today's takings.")).toBeInTheDocument();
    expect(await screen.findByTestId('open-ticket-count')).toHaveTextContent('0');
  });

  it("shows the bench tiles for the account's store, each opening the bench filtered the same way", async () => {
    saveSession('tok-1', 'staff');
    apiServer.use(
      http.get('*/api/admin/profile', () => HttpResponse.json({ ...PROFILE, default_store: 'Marina Store' })),
    );
    const summary = existingCards();
    fakeApi.get('/api/support-tickets/tickets', ticketListResponseSchema, emptyPage);
    fakeApi.get('/api/dashboard/today', todayResponseSchema, {
      date: '2026-03-10',
      time_zone: 'Asia/Dubai',
      takings: { total: 0, count: 0, methods: [] },
    });
    renderWithProviders(<DashboardHome />);
    expect(await screen.findByRole('link', { name: 'Due today: 3 jobs' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/dashboard/jobs?due=today',
    );
    expect(screen.getByRole('link', { name: 'Overdue: 1 job' })).toHaveAttribute('href', '/dashboard/jobs?due=overdue');
    expect(screen.getByRole('link', { name: 'Ready for collection: 5 jobs' })).toHaveAttribute(
      'href',
      '/dashboard/jobs?stage=ready',
    );
    expect(summary.calls.map((call) => call.query.get('store'))).toEqual(['Marina Store']);
  });
});
