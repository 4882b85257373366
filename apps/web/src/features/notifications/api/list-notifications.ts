import { useQuery } from '@tanstack/react-query';
import type { Notification, StaffNotification } from '@shop/domain/contracts/notifications';
import { can } from '@shop/domain/policies';
import { api } from '@/lib/api-client';
import { getRole, getToken } from '@/lib/session';
import { queryKeys } from '@/api/query-keys';

/** A notification as the page shows it: the public fields, and for staff the ticket it is about. */
export type ShownNotification = Notification & { ticket?: StaffNotification['ticket'] };

/** GET /api/notifications (no auth). A failure is only logged: the list stays empty (docs/product/screens.md). */
export async function listNotifications(): Promise<ShownNotification[]> {
  try {
    return await api<Notification[]>('notifications', { auth: false });
  } catch (error) {
    console.error('Failed to fetch notifications', error);
    return [];
  }
}

/**
 * Signed-in staff read GET /api/notifications/staff: a ticket's notification names its customer and
 * links to the ticket. The page is public, so an expired session does not send anyone to the login
 * page: any failure falls back to the public list.
 */
export async function listStaffNotifications(token: string): Promise<ShownNotification[]> {
  try {
    return await api<StaffNotification[]>('notifications/staff', {
      auth: false,
      headers: { authorization: `Bearer ${token}` },
    });
  } catch (error) {
    console.error('Failed to fetch staff notifications; showing the public list', error);
    return listNotifications();
  }
}

export function useNotifications() {
  const token = can(getRole(), 'notifications:read') ? getToken() : null;
  return useQuery({
    queryKey: queryKeys.notifications.of(token ? 'staff' : 'public'),
    queryFn: () => (token ? listStaffNotifications(token) : listNotifications()),
    refetchInterval: 30_000,
  });
}
