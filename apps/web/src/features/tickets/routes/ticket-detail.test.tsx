import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ticketDetailSchema, type TicketDetail } from '@shop/domain/contracts/tickets';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import TicketDetailPage from './ticket-detail';

const detail = (status: TicketDetail['status']): TicketDetail => ({
  ticket_id: 5,
  customer_id: 7,
  subject: 'Overgrip feels loose',
  status,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-21T08:00:00.000Z',
  issue_type: 'grip',
  priority_level: 'low',
  description: 'It unwinds at the top.',
  attachment_url: 'https://shop.example.ae/photo.jpg',
  customer: { id: 7, name: 'Layla Haddad', email: 'layla@example.ae', phone: '+971501234567' },
  responses: [
    {
      response_id: 1,
      response: 'Please drop it at the store.',
      sent_to: 'layla@example.ae',
      responder_name: 'Omar Saleh',
      created_at: '2026-11-20T09:00:00.000Z',
    },
  ],
});

const TICKET = '/api/support-tickets/tickets/:ticketId';
const renderPage = () =>
  renderRoutes(
    [
      { path: '/dashboard/detailed-ticket/:ticketId', element: <TicketDetailPage /> },
      { path: '/dashboard/ticket-details', element: <p>Tickets page</p> },
    ],
    ['/dashboard/detailed-ticket/5'],
  );
const button = (name: string) => screen.getByRole('button', { name });

describe('ticket detail screen', () => {
  it('offers Mark Resolved and Take Action for an open ticket, not Close', async () => {
    const get = fakeApi.get(TICKET, ticketDetailSchema, detail('open'));
    renderPage();
    await screen.findByRole('heading', { name: 'Overgrip feels loose' });
    expect(button('Mark Resolved')).toBeEnabled();
    expect(button('Take Action')).toBeEnabled();
    expect(button('Close Ticket')).toBeDisabled();
    expect(screen.getByText('Please drop it at the store.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /photo\.jpg/ })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(get.last()?.params.ticketId).toBe('5');
  });

  it("Back to tickets opens the customer's tickets by the id in the URL", async () => {
    fakeApi.get(TICKET, ticketDetailSchema, detail('open'));
    const { router } = renderPage();
    await screen.findByRole('heading', { name: 'Overgrip feels loose' });
    await userEvent.click(button('Back to tickets'));
    expect(await screen.findByText('Tickets page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?customerId=7');
  });

  it('shows the notice for a resolved ticket and allows only Close and Reopen', async () => {
    fakeApi.get(TICKET, ticketDetailSchema, detail('resolved'));
    renderPage();
    expect(
      await screen.findByText('This ticket is resolved. It may be closed or reopened if needed.'),
    ).toBeInTheDocument();
    expect(button('Mark Resolved')).toBeDisabled();
    expect(button('Take Action')).toBeDisabled();
    expect(button('Close Ticket')).toBeEnabled();
    expect(button('Reopen')).toBeEnabled();
  });

  it('disables every action for a closed ticket', async () => {
    fakeApi.get(TICKET, ticketDetailSchema, detail('closed'));
    renderPage();
    expect(await screen.findByText('This ticket is closed. No further actions are possible.')).toBeInTheDocument();
    for (const name of ['Mark Resolved', 'Close Ticket', 'Take Action']) expect(button(name)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });
});
