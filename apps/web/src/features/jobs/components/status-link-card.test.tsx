import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STATUS_LINK_MESSAGES, statusLinkResponseSchema } from '@shop/domain/contracts/status-links';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { StatusLinkCard } from './status-link-card';

const URL_OF_JOB = 'http://shop.test/status/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

afterEach(() => {
  notifications.clean();
  clearSession();
});

describe("the job's status link for its customer", { timeout: 20_000 }, () => {
  it('is made with one click, shown to copy, and revoked with one click', async () => {
    saveSession('tok-1', 'staff');
    const user = userEvent.setup({ delay: null });
    fakeApi.get('/api/jobs/:id/status-link', statusLinkResponseSchema, { status_url: null });
    const create = fakeApi.post('/api/jobs/:id/status-link', statusLinkResponseSchema, {
      message: STATUS_LINK_MESSAGES.created,
      status_url: URL_OF_JOB,
    });
    const revoke = fakeApi.post('/api/jobs/:id/status-link/revoke', statusLinkResponseSchema, {
      message: STATUS_LINK_MESSAGES.revoked,
      status_url: null,
    });
    renderWithProviders(<StatusLinkCard jobId={42} />);
    await user.click(await screen.findByRole('button', { name: 'Create status link' }));
    expect(await screen.findByDisplayValue(URL_OF_JOB)).toBeInTheDocument();
    expect(create.last()?.params.id).toBe('42');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('button', { name: 'Create status link' })).toBeInTheDocument();
    expect(revoke.count()).toBe(1);
  });
});
