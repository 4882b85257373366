import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inviteResponseSchema } from '@shop/domain/contracts/invites';
import { fakeApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import SendInvitePage from './send-invite';

const INVITE = '/api/invite';

async function send(email: string) {
  const input = await screen.findByLabelText(/Customer email/);
  await userEvent.clear(input);
  await userEvent.type(input, email);
  await userEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
}

describe('send invite screen', () => {
  it('refuses an invalid address without calling the server', async () => {
    const invite = fakeApi.post(INVITE, inviteResponseSchema, {
      message: 'Invitation sent successfully.',
      email: 'x@y.ae',
    });
    renderWithProviders(<SendInvitePage />);
    await send('not-an-email');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(invite.count()).toBe(0);
  });

  it('sends the trimmed, lowercased address and shows the success message', async () => {
    const invite = fakeApi.post(INVITE, inviteResponseSchema, {
      message: 'Invitation sent successfully.',
      email: 'new@example.ae',
    });
    renderWithProviders(<SendInvitePage />);
    await send('  New@Example.AE ');
    expect(await screen.findByText('Invitation sent successfully.')).toBeInTheDocument();
    expect(invite.last()?.body).toEqual({ email: 'new@example.ae' });
  });

  it("shows the server's refusal, else the fallback", async () => {
    fakeApi.failure('post', INVITE, 429, 'An invitation was already sent to this address in the last hour.');
    renderWithProviders(<SendInvitePage />);
    await send('new@example.ae');
    expect(
      await screen.findByText('An invitation was already sent to this address in the last hour.'),
    ).toBeInTheDocument();
    fakeApi.failure('post', INVITE, 502, '');
    await send('other@example.ae');
    expect(await screen.findByText('Failed to send invite. Please try again.')).toBeInTheDocument();
  });
});
