import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ticketListResponseSchema,
  type TicketListItem,
  type TicketListResponse,
} from '@shop/domain/contracts/ticket-list';
import { fakeApi } from '@/testing/api';
import { listPage } from '@/testing/list-page';
import { renderRoutes } from '@/testing/render';
import SupportTicketsPage from './support-tickets';

const TICKETS = '/api/support-tickets/tickets';
const ticket = (id: number, over: Partial<TicketListItem> = {}): TicketListItem => ({
  ticket_id: id,
  customer_id: 7,
  customer: { id: 7, name: 'Sara Haddad' },
  subject: `Subject ${id}`,
  status: 'open',
  created_at: '2026-03-05T08:00:00.000Z',
  updated_at: '2026-03-05T08:00:00.000Z',
  issue_type: 'stringing',
  priority_level: 'high',
  description: 'Broke.',
  attachment_url: null,
  ...over,
});
const page = (items: TicketListItem[], total = items.length): TicketListResponse => listPage(items, { total });

const renderPage = (url = '/dashboard/support-tickets') =>
  renderRoutes(
    [
      {
        path: '/dashboard/support-tickets',
        element: <SupportTicketsPage />,
      },
      { path: '/dashboard/detailed-ticket/:ticketId', element: <p>Ticket detail screen</p> },
    ],
    [url],
  );

afterEach(() => vi.restoreAllMocks());

describe('Support Tickets screen', { timeout: 20_000 }, () => {
  it("lists every customer's tickets newest first, naming the customer, each row linking to its ticket", async () => {
    const calls = fakeApi.get(
      TICKETS,
      ticketListResponseSchema,
      page([
        ticket(12),
        ticket(9, { customer_id: 8, customer: { id: 8, name: 'Omar Farouk' }, status: 'in_progress' }),
      ]),
    );
    const view = renderPage();
    const row = (await screen.findAllByRole('article', { name: 'Ticket #12' }))[0]!;
    expect(within(row).getByText('Sara Haddad')).toBeInTheDocument();
    expect(screen.getAllByText('Omar Farouk').length).toBeGreaterThan(0);
    expect(screen.getByText('2 tickets')).toBeInTheDocument();
    expect(calls.last()?.query.get('pageSize')).toBe('10');
    expect(calls.last()?.query.has('status')).toBe(false);

    await userEvent.click(screen.getAllByRole('link', { name: 'Open ticket #12' })[0]!);
    expect(await screen.findByText('Ticket detail screen')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/dashboard/detailed-ticket/12');
  });

  it('filters by status, priority and type on the server, kept in the URL', async () => {
    const calls = fakeApi.get(TICKETS, ticketListResponseSchema, ({ query }) =>
      page(query.get('status') === 'resolved' ? [ticket(3, { status: 'resolved' })] : [ticket(12)]),
    );
    const view = renderPage('/dashboard/support-tickets?priority=high');
    expect((await screen.findAllByText('Subject 12')).length).toBeGreaterThan(0);
    expect(calls.last()?.query.get('priority')).toBe('high');

    // The dropdown animates in; under jsdom it stays display:none, so the option is found hidden.
    await userEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Resolved', hidden: true }));
    expect((await screen.findAllByText('Subject 3')).length).toBeGreaterThan(0);
    expect(calls.last()?.query.get('status')).toBe('resolved');
    expect(calls.last()?.query.get('priority')).toBe('high');
    expect(view.router.state.location.search).toBe('?priority=high&status=resolved');

    await userEvent.click(screen.getByLabelText('Type', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Grip', hidden: true }));
    await waitFor(() => expect(calls.last()?.query.get('issue_type')).toBe('grip'));
  });

  it('shows the empty text, and the error with Try again', async () => {
    fakeApi.get(TICKETS, ticketListResponseSchema, page([]), { once: true });
    const first = renderPage();
    expect(await screen.findByText('No support tickets match.')).toBeInTheDocument();
    first.unmount();
    fakeApi.failure('get', TICKETS, 500, 'down');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch support tickets.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
