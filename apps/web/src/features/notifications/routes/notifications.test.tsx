import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { notificationListSchema, staffNotificationListSchema } from '@shop/domain/contracts/notifications';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import NotificationsPage from './notifications';

const NOTIFICATIONS = '/api/notifications';

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

describe('notifications screen', () => {
  it("renders each notification as 'title - message' without a token", async () => {
    // Nobody signed in on this browser: the public list, without a token.
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

  it("names a ticket's customer and links to the ticket for signed-in staff (the staff list, with the token)", async () => {
    saveSession('tok-1', 'staff');
    const staffList = fakeApi.get(`${NOTIFICATIONS}/staff`, staffNotificationListSchema, [
      {
        notification_id: 2,
        title: 'New support ticket',
        message: 'Sara Haddad raised a high priority grip ticket (#2).',
        created_at: '2026-03-05T08:00:00.000Z',
        ticket: { ticket_id: 2, customer: { id: 7, name: 'Sara Haddad' } },
      },
      {
        notification_id: 1,
        title: 'Booking paid',
        message: 'A booking was paid online.',
        created_at: '2026-03-05T07:00:00.000Z',
        ticket: null,
      },
    ]);
    renderWithProviders(<NotificationsPage />);
    const item = await screen.findByText(
      /New support ticket - Sara Haddad raised a high priority grip ticket \(#2\)\./,
    );
    expect(item.closest('li')?.querySelector('a')).toHaveAttribute('href', '/dashboard/detailed-ticket/2');
    expect(screen.getByRole('link', { name: 'Open ticket #2' })).toBeInTheDocument();
    expect(screen.getByText('Booking paid - A booking was paid online.')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(staffList.last()?.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('falls back to the public list when the staff list is refused (an expired session stays on the page)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    saveSession('expired', 'staff');
    fakeApi.failure('get', `${NOTIFICATIONS}/staff`, 401, 'Your session has ended.');
    fakeApi.get(NOTIFICATIONS, notificationListSchema, [
      {
        notification_id: 3,
        title: 'New support ticket',
        message: 'A customer raised a low priority other ticket (#3).',
      },
    ]);
    renderWithProviders(<NotificationsPage />);
    expect(
      await screen.findByText('New support ticket - A customer raised a low priority other ticket (#3).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
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
