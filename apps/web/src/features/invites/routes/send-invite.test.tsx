import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/features/tickets/testing/stub-api';
import SendInvitePage from './send-invite';

afterEach(() => vi.unstubAllGlobals());

async function send(email: string) {
  const input = await screen.findByLabelText(/Customer email/);
  await userEvent.clear(input);
  await userEvent.type(input, email);
  await userEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
}

describe('send invite screen', () => {
  it('refuses an invalid address without calling the server', async () => {
    const fetchMock = stubApi(() => ({ status: 200, body: {} }));
    renderWithProviders(<SendInvitePage />);
    await send('not-an-email');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed, lowercased address and shows the success message', async () => {
    const fetchMock = stubApi(() => ({
      status: 200,
      body: { message: 'Invitation sent successfully.', email: 'new@example.ae' },
    }));
    renderWithProviders(<SendInvitePage />);
    await send('  New@Example.AE ');
    expect(await screen.findByText('Invitation sent successfully.')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ email: 'new@example.ae' });
  });

  it("shows the server's refusal, else the fallback", async () => {
    stubApi(() => ({
      status: 429,
      body: { error: 'An invitation was already sent to this address in the last hour.', message: 'x' },
    }));
    renderWithProviders(<SendInvitePage />);
    await send('new@example.ae');
    expect(
      await screen.findByText('An invitation was already sent to this address in the last hour.'),
    ).toBeInTheDocument();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await send('other@example.ae');
    expect(await screen.findByText('Failed to send invite. Please try again.')).toBeInTheDocument();
  });
});
