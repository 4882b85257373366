import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  sendTicketResponseResponseSchema,
  ticketDetailSchema,
  type TicketDetail,
} from '@shop/domain/contracts/tickets';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import TicketResponsePage from './ticket-response';

const TICKET = '/api/support-tickets/tickets/:ticketId';
const SEND = '/api/ticket-responses/send-response';

const ticket: TicketDetail = {
  ticket_id: 5,
  customer_id: 7,
  subject: 'Pickup did not arrive',
  status: 'open',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  issue_type: 'booking',
  priority_level: 'medium',
  description: 'Nobody came.',
  attachment_url: null,
  customer: { id: 7, name: 'Layla Haddad', email: 'layla@example.ae', phone: '' },
  responses: [],
};

const RESPONSE = {
  response_id: 1,
  response: 'Our driver comes on Monday.',
  sent_to: 'layla@example.ae',
  responder_name: 'Amal Saeed',
  created_at: '2026-11-20T09:00:00.000Z',
};

const renderPage = () =>
  renderRoutes(
    [{ path: '/dashboard/ticket-response', element: <TicketResponsePage /> }],
    [{ pathname: '/dashboard/ticket-response', state: { ticketId: 5 } }],
  );

// The autosizing textarea listens for font loading, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {} },
    configurable: true,
  });

describe('ticket response screen', () => {
  it("sends the response to the ticket's customer and says so", async () => {
    fakeApi.get(TICKET, ticketDetailSchema, ticket);
    const send = fakeApi.post(SEND, sendTicketResponseResponseSchema, {
      message: 'Response Submitted and Email Sent Successfully',
      ticket,
      response: RESPONSE,
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Response/), 'Our driver comes on Monday.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Response' }));
    expect(await screen.findByText('Response Submitted and Email Sent Successfully')).toBeInTheDocument();
    expect(send.count()).toBe(1);
    expect(send.last()?.body).toEqual({
      ticketId: 5,
      customerEmail: 'layla@example.ae',
      response: 'Our driver comes on Monday.',
    });
  }, 30_000);

  it("shows 'Failed to submit response. Please try again.' with the server's reason", async () => {
    fakeApi.get(TICKET, ticketDetailSchema, ticket);
    fakeApi.failure('post', SEND, 409, 'This ticket is resolved or closed.');
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Response/), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Response' }));
    expect(await screen.findByText('Failed to submit response. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('This ticket is resolved or closed.')).toBeInTheDocument();
  }, 30_000);

  it('asks for a response before sending anything', async () => {
    fakeApi.get(TICKET, ticketDetailSchema, ticket);
    const send = fakeApi.noContent('post', SEND);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send Response' }));
    expect(await screen.findByText('Please write a response (up to 5000 characters).')).toBeInTheDocument();
    expect(send.count()).toBe(0);
  });

  it('saves a response to a customer without email, saying nothing is emailed', async () => {
    const walkIn = { ...ticket, customer: { ...ticket.customer, email: null, phone: '+971 55 731 9024' } };
    fakeApi.get(TICKET, ticketDetailSchema, walkIn);
    const send = fakeApi.post(SEND, sendTicketResponseResponseSchema, {
      message: 'Response saved. This customer has no email: reach them on WhatsApp.',
      ticket: walkIn,
      response: { ...RESPONSE, sent_to: '' },
    });
    renderPage();
    expect(await screen.findByDisplayValue(/No email: the response is saved, not emailed/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Response/), 'Bring it in today.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Response' }));
    expect(
      await screen.findByText('Response saved. This customer has no email: reach them on WhatsApp.'),
    ).toBeInTheDocument();
    expect(send.last()?.body).toEqual({ ticketId: 5, customerEmail: null, response: 'Bring it in today.' });
  }, 30_000);
});
