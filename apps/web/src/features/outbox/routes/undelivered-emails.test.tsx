import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OUTBOX_MESSAGES } from '@shop/domain/contracts/outbox';
import { renderRoutes } from '@/testing/render';
import UndeliveredEmailsPage from './undelivered-emails';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failed = {
  id: 7,
  kind: 'password.reset',
  to: 'amal@shop.test',
  subject: 'Reset your password',
  attempts: 33,
  last_error: 'connect ECONNREFUSED',
  created_at: '2026-05-01T08:00:00.000Z',
};

function open(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  return renderRoutes(
    [{ path: '/dashboard/undelivered-emails', element: <UndeliveredEmailsPage /> }],
    ['/dashboard/undelivered-emails'],
  );
}

describe('Undelivered Emails', { timeout: 20_000 }, () => {
  it('lists each undelivered email with its error, and Resend queues it and reloads the list', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ items: [failed] }))
      .mockResolvedValueOnce(json({ message: OUTBOX_MESSAGES.resent }))
      .mockResolvedValueOnce(json({ items: [] }));
    open(fetchMock);
    const mail = await screen.findByRole('article', { name: 'Reset your password' });
    expect(within(mail).getByText(/To amal@shop.test/)).toHaveTextContent('33 attempts');
    expect(within(mail).getByText('Last error: connect ECONNREFUSED')).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(within(mail).getByRole('button', { name: 'Resend Reset your password to amal@shop.test' }));
    expect(await screen.findByText(OUTBOX_MESSAGES.noFailedEmails)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/admin/failed-emails/7/resend', 'POST']);
  });

  it("shows the server's sentence in the card when a resend is refused", async () => {
    open(
      vi
        .fn()
        .mockResolvedValueOnce(json({ items: [failed] }))
        .mockResolvedValueOnce(json({ error: OUTBOX_MESSAGES.notFailed }, 409))
        .mockResolvedValue(json({ items: [failed] })),
    );
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: /Resend/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OUTBOX_MESSAGES.notFailed);
  });

  it('says every email was delivered when none failed', async () => {
    open(vi.fn().mockResolvedValue(json({ items: [] })));
    expect(await screen.findByText(OUTBOX_MESSAGES.noFailedEmails)).toBeInTheDocument();
  });

  it('shows the fallback sentence when the list cannot be loaded', async () => {
    open(vi.fn().mockResolvedValue(new Response('', { status: 502 })));
    expect(await screen.findByRole('alert')).toHaveTextContent(OUTBOX_MESSAGES.loadFailed);
  });
});
