import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { notificationListSchema } from '@shop/domain/contracts/notifications';
import { saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import NotificationsPage from './notifications';

const NOTIFICATIONS = '/api/notifications';

afterEach(() => vi.restoreAllMocks());

describe('notifications screen', () => {
  it("renders each notification as 'title - message' without a token", async () => {
    // Even with a staff member signed in on this browser, the public list goes without the token.
    saveSession('tok-1', 'staff');
    const list = fakeApi.get(NOTIFICATIONS, notificationListSchema, [
      {
        notification_id: 2,
        title: 'New support ticket',
        message: 'A customer raised a high priority grip ticket (#2).',
      },
    ]);
    renderWithProviders(<NotificationsPage />);
    expect(
      await screen.findByText('New support ticket - A customer raised a high priority grip ticket (#2).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(list.last()?.headers.get('authorization')).toBeNull();
  });

  it('only logs a failed fetch; the list stays empty', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.failure('get', NOTIFICATIONS, 500, 'boom');
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(log).toHaveBeenCalled();
  });
});
