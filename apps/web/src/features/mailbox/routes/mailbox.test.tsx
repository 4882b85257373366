import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@/testing/render';
import MailboxPage from './mailbox';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const open = (answer: () => Promise<Response>) => {
  vi.stubGlobal('fetch', vi.fn(answer));
  return renderRoutes([{ path: '/dashboard/mailbox', element: <MailboxPage /> }], ['/dashboard/mailbox']);
};

describe('Mailbox (development email)', { timeout: 20_000 }, () => {
  it('shows loading, then each email with its set-password link as a link into the app', async () => {
    let release: (r: Response) => void = () => undefined;
    open(() => new Promise<Response>((resolve) => (release = resolve)));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    const text =
      'Hello Amal,\nSet your password here: http://localhost:8080/admin/set-password?token=abc123\nThe link expires in 48 hours.';
    release(
      new Response(
        JSON.stringify({
          items: [
            {
              id: 1,
              kind: 'set_password',
              to: 'amal@shop.test',
              subject: 'Set your password',
              text,
              status: 'sent',
              created_at: '2026-05-01T08:00:00.000Z',
            },
          ],
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    const mail = await screen.findByRole('article', { name: 'Set your password' });
    expect(within(mail).getByText(/To amal@shop.test/)).toBeInTheDocument();
    expect(within(mail).getByText('sent')).toBeInTheDocument();
    expect(within(mail).getByRole('link').getAttribute('href')).toContain('/admin/set-password?token=abc123');
  });

  it('says No emails yet. when the outbox is empty', async () => {
    open(() => json({ items: [] }));
    expect(await screen.findByText('No emails yet.')).toBeInTheDocument();
  });

  it("shows the server's sentence when the mailbox is not available", async () => {
    open(() => json({ error: 'The mailbox is only available with the development mail transport.' }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The mailbox is only available with the development mail transport.',
    );
  });
});
