import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/testing/render';
import { stubApi } from '../testing/stub-api';
import TicketResponsePage from './ticket-response';

const ticket = {
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

afterEach(() => vi.unstubAllGlobals());

describe('ticket response screen', () => {
  it("sends the response to the ticket's customer and says so", async () => {
    const fetchMock = stubApi((url, init) =>
      init?.method === 'POST'
        ? { status: 200, body: { message: 'Response Submitted and Email Sent Successfully', ticket, response: {} } }
        : { status: 200, body: ticket },
    );
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Response/), 'Our driver comes on Monday.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Response' }));
    expect(await screen.findByText('Response Submitted and Email Sent Successfully')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/ticket-responses/send-response');
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      ticketId: 5,
      customerEmail: 'layla@example.ae',
      response: 'Our driver comes on Monday.',
    });
  }, 30_000);

  it("shows 'Failed to submit response. Please try again.' with the server's reason", async () => {
    stubApi((_url, init) =>
      init?.method === 'POST'
        ? {
            status: 409,
            body: { error: 'This ticket is resolved or closed.', message: 'This ticket is resolved or closed.' },
          }
        : { status: 200, body: ticket },
    );
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Response/), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Response' }));
    expect(await screen.findByText('Failed to submit response. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('This ticket is resolved or closed.')).toBeInTheDocument();
  }, 30_000);

  it('asks for a response before sending anything', async () => {
    const fetchMock = stubApi(() => ({ status: 200, body: ticket }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send Response' }));
    expect(await screen.findByText('Please write a response (up to 5000 characters).')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
