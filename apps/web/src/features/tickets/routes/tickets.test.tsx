import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { syncCustomerResponseSchema } from '@shop/domain/contracts/customers';
import { ticketSchema, type Ticket } from '@shop/domain/contracts/tickets';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import TicketsPage from './tickets';

const customer = { id: 7, name: 'Layla Haddad', email: 'layla@example.ae', phone: '+971501234567' };
const ticket = (over: Partial<Ticket>): Ticket => ({
  ticket_id: 1,
  customer_id: 7,
  subject: 'Strings snapped',
  status: 'open',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  issue_type: 'stringing',
  priority_level: 'high',
  description: 'Broke after two sessions.',
  attachment_url: null,
  ...over,
});

function renderPage(search: string, state?: unknown) {
  return renderRoutes(
    [
      { path: '/dashboard/ticket-details', element: <TicketsPage /> },
      { path: '/dashboard/manage-customer', element: <p>Manage customers page</p> },
      { path: '/dashboard/detailed-ticket/:ticketId', element: <p>Ticket page</p> },
    ],
    [{ pathname: '/dashboard/ticket-details', search, state }],
  );
}

const CUSTOMER_TICKETS = '/api/support-tickets/tickets/customer/:customerId/';
const ticketList = z.array(ticketSchema);

describe('customer tickets screen', () => {
  it('goes back to Manage Customers without a customer in the URL', async () => {
    const list = fakeApi.get(CUSTOMER_TICKETS, ticketList, []);
    renderPage('', { customer });
    expect(await screen.findByText('Manage customers page')).toBeInTheDocument();
    expect(list.count()).toBe(0);
  });

  it("lists the customer's tickets with status, times in Dubai and the Updated pill only past 2 seconds", async () => {
    const list = fakeApi.get(CUSTOMER_TICKETS, ticketList, [
      ticket({
        ticket_id: 2,
        subject: 'Pickup missed',
        status: 'in_progress',
        updated_at: '2026-11-20T08:00:02.500Z',
      }),
      ticket({ ticket_id: 1, subject: 'Strings snapped', updated_at: '2026-11-20T08:00:02.000Z' }),
    ]);
    renderPage('?customerId=7', { customer });
    expect((await screen.findAllByText('Pickup missed')).length).toBeGreaterThan(0);
    expect(list.last()?.params.customerId).toBe('7');
    expect(screen.getAllByText('In Progress').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Open').length).toBeGreaterThan(0);
    // One updated ticket, shown in the table and in the phone list.
    expect(screen.getAllByText('Updated', { selector: '.mantine-Badge-label' })).toHaveLength(2);
    expect(screen.getAllByText('20/11/2026, 12:00').length).toBeGreaterThan(0);
  });

  it("says 'No tickets found' when there are none", async () => {
    fakeApi.get(CUSTOMER_TICKETS, ticketList, []);
    renderPage('?customerId=7', { customer });
    expect(await screen.findByText('No tickets found')).toBeInTheDocument();
  });

  it('says the tickets could not be loaded, with no list and no empty text', async () => {
    fakeApi.failure('get', CUSTOMER_TICKETS, 500, 'Failed to load tickets. Please try again.');
    renderPage('?customerId=7', { customer });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tickets. Please try again.');
    expect(screen.queryByText('No tickets found')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('after a reload (no navigation state) reads the customer from the URL and looks them up', async () => {
    const lookup = fakeApi.get('/api/admin/sync-customer/:id', syncCustomerResponseSchema, {
      message: 'Customer details updated from the online store.',
      customer: { ...customer, first_name: 'Layla', last_name: 'Haddad' },
    });
    const list = fakeApi.get(CUSTOMER_TICKETS, ticketList, [ticket({})]);
    renderPage('?customerId=7');
    expect(await screen.findByText('Support tickets raised by Layla Haddad')).toBeInTheDocument();
    expect(lookup.last()?.params.id).toBe('7');
    expect(list.last()?.params.customerId).toBe('7');
  });

  it('shows each ticket on a phone as a card with the same columns, and View opens it', async () => {
    fakeApi.get(CUSTOMER_TICKETS, ticketList, [ticket({})]);
    const { router } = renderPage('?customerId=7', { customer });
    const card = await screen.findByRole('article', { name: 'Strings snapped' });
    for (const text of ['Open', 'Created', 'Updated', '20/11/2026, 12:00', '#1 · stringing · high priority'])
      expect(within(card).getAllByText(text).length).toBeGreaterThan(0);
    await userEvent.click(within(card).getByRole('button', { name: 'View ticket Strings snapped' }));
    expect(await screen.findByText('Ticket page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/detailed-ticket/1');
  });
});
