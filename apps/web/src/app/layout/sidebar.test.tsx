import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ticketListResponseSchema } from '@shop/domain/contracts/ticket-list';
import { clearSession, saveSession } from '@/lib/session';
import { apiServer, fakeApi, PUBLIC_CONFIG } from '@/testing/api';
import { describeInArabic } from '@/testing/arabic';
import { renderWithProviders } from '@/testing/render';
import { Sidebar } from './sidebar';

const openTickets = (total: number, totalIsExact = true) => ({
  items: [],
  total,
  page: 1,
  pageSize: 1,
  totalIsExact,
  hasMore: total > 0,
  nextCursor: total > 0 ? 'k.1' : null,
});

afterEach(() => clearSession());

describe('sidebar', () => {
  it('offers Support Tickets with the count of open tickets', async () => {
    saveSession('tok-1', 'staff');
    const calls = fakeApi.get('/api/support-tickets/tickets', ticketListResponseSchema, openTickets(3));
    renderWithProviders(<Sidebar onNavigate={() => undefined} />);
    await screen.findByTestId('open-tickets-badge');
    const link = screen.getByRole('link', { name: 'Support Tickets 3 open tickets' });
    expect(link).toHaveAttribute('href', '/dashboard/support-tickets');
    expect(screen.getByTestId('open-tickets-badge')).toHaveTextContent(/^3/);
    expect(calls.last()?.query.get('status')).toBe('open');
  });

  it('shows no badge when no ticket is open, and a lower bound past the count cap', async () => {
    saveSession('tok-1', 'admin');
    fakeApi.get('/api/support-tickets/tickets', ticketListResponseSchema, openTickets(0), { once: true });
    const first = renderWithProviders(<Sidebar onNavigate={() => undefined} />);
    await screen.findByRole('link', { name: 'Support Tickets' });
    expect(screen.queryByTestId('open-tickets-badge')).toBeNull();
    first.unmount();
    fakeApi.get('/api/support-tickets/tickets', ticketListResponseSchema, openTickets(10_000, false));
    renderWithProviders(<Sidebar onNavigate={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Support Tickets 10,000+ open tickets' })).toBeInTheDocument();
  });
});

describeInArabic('sidebar in Arabic', () => {
  it('counts the open tickets in Arabic-Indic digits when the shop chose them', async () => {
    saveSession('tok-1', 'staff');
    apiServer.use(http.get('*/api/public-config', () => HttpResponse.json({ ...PUBLIC_CONFIG, arabicDigits: true })));
    fakeApi.get('/api/support-tickets/tickets', ticketListResponseSchema, openTickets(12));
    renderWithProviders(<Sidebar onNavigate={() => undefined} />);
    const badge = await screen.findByTestId('open-tickets-badge');
    await waitFor(() => expect(badge).toHaveTextContent(/^١٢/));
  });
});
