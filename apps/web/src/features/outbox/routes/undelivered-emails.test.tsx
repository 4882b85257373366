import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageResponseSchema } from '@shop/domain/contracts/common';
import { failedEmailsResponseSchema, OUTBOX_MESSAGES, type FailedEmail } from '@shop/domain/contracts/outbox';
import { FakeAnswer, fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import UndeliveredEmailsPage from './undelivered-emails';

const FAILED = '/api/admin/failed-emails';
const RESEND = '/api/admin/failed-emails/:id/resend';
const failed: FailedEmail = {
  id: 7,
  kind: 'password.reset',
  to: 'amal@shop.test',
  subject: 'Reset your password',
  attempts: 33,
  last_error: 'connect ECONNREFUSED',
  created_at: '2026-05-01T08:00:00.000Z',
};

function open() {
  return renderRoutes(
    [{ path: '/dashboard/undelivered-emails', element: <UndeliveredEmailsPage /> }],
    ['/dashboard/undelivered-emails'],
  );
}

describe('Undelivered Emails', { timeout: 20_000 }, () => {
  it('lists each undelivered email with its error, and Resend queues it and reloads the list', async () => {
    let items = [failed];
    const list = fakeApi.get(FAILED, failedEmailsResponseSchema, () => ({ items }));
    const resend = fakeApi.post(RESEND, messageResponseSchema, () => {
      items = [];
      return { message: OUTBOX_MESSAGES.resent };
    });
    open();
    const mail = await screen.findByRole('article', { name: 'Reset your password' });
    expect(within(mail).getByText(/To amal@shop.test/)).toHaveTextContent('33 attempts');
    expect(within(mail).getByText('Last error')).toBeInTheDocument();
    expect(within(mail).getByText('connect ECONNREFUSED')).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(within(mail).getByRole('button', { name: 'Resend Reset your password to amal@shop.test' }));
    expect(await screen.findByText(OUTBOX_MESSAGES.noFailedEmails)).toBeInTheDocument();
    expect(resend.last()?.params.id).toBe('7');
    expect(list.count()).toBe(2);
  });

  it("shows the server's sentence in the card when a resend is refused", async () => {
    fakeApi.get(FAILED, failedEmailsResponseSchema, { items: [failed] });
    fakeApi.failure('post', RESEND, 409, OUTBOX_MESSAGES.notFailed);
    open();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: /Resend/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OUTBOX_MESSAGES.notFailed);
  });

  it('says every email was delivered when none failed', async () => {
    fakeApi.get(FAILED, failedEmailsResponseSchema, { items: [] });
    open();
    expect(await screen.findByText(OUTBOX_MESSAGES.noFailedEmails)).toBeInTheDocument();
  });

  it('shows the fallback sentence when the list cannot be loaded', async () => {
    fakeApi.get(FAILED, failedEmailsResponseSchema, new FakeAnswer(502));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(OUTBOX_MESSAGES.loadFailed);
  });
});
