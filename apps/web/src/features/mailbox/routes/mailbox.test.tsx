import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mailboxResponseSchema, type MailboxResponse } from '@shop/domain/contracts/accounts';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import MailboxPage from './mailbox';

const MAILBOX = '/api/dev/mailbox';
const open = () => renderRoutes([{ path: '/dashboard/mailbox', element: <MailboxPage /> }], ['/dashboard/mailbox']);

describe('Mailbox (development email)', { timeout: 20_000 }, () => {
  it('shows loading, then each email with its set-password link as a link into the app', async () => {
    let release: (answer: MailboxResponse) => void = () => undefined;
    fakeApi.get(MAILBOX, mailboxResponseSchema, () => new Promise<MailboxResponse>((resolve) => (release = resolve)));
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    const text =
      'Hello Amal,\nSet your password here: http://localhost:8080/admin/set-password?token=abc123\nThe link expires in 48 hours.';
    release({
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
    });
    const mail = await screen.findByRole('article', { name: 'Set your password' });
    expect(within(mail).getByText(/To amal@shop.test/)).toBeInTheDocument();
    expect(within(mail).getByText('sent')).toBeInTheDocument();
    expect(within(mail).getByRole('link').getAttribute('href')).toContain('/admin/set-password?token=abc123');
  });

  it('says No emails yet. when the outbox is empty', async () => {
    fakeApi.get(MAILBOX, mailboxResponseSchema, { items: [] });
    open();
    expect(await screen.findByText('No emails yet.')).toBeInTheDocument();
  });

  it("shows the server's sentence when the mailbox is not available", async () => {
    fakeApi.failure('get', MAILBOX, 404, 'The mailbox is only available with the development mail transport.');
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The mailbox is only available with the development mail transport.',
    );
  });
});
