import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/features/tickets/testing/stub-api';
import NotificationsPage from './notifications';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('notifications screen', () => {
  it("renders each notification as 'title - message' without a token", async () => {
    const fetchMock = stubApi(() => ({
      status: 200,
      body: [
        {
          notification_id: 2,
          title: 'New support ticket',
          message: 'A customer raised a high priority grip ticket (#2).',
        },
      ],
    }));
    renderWithProviders(<NotificationsPage />);
    expect(
      await screen.findByText('New support ticket - A customer raised a high priority grip ticket (#2).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('authorization')).toBeNull();
  });

  it('only logs a failed fetch; the list stays empty', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi(() => ({ status: 500, body: { error: 'boom', message: 'boom' } }));
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(log).toHaveBeenCalled();
  });
});
