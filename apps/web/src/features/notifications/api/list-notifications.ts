import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@shop/domain/contracts/notifications';
import { api } from '@/lib/api-client';

/** GET /api/notifications (no auth). A failure is only logged: the list stays empty (docs/product/screens.md). */
export async function listNotifications(): Promise<Notification[]> {
  try {
    return await api<Notification[]>('notifications', { auth: false });
  } catch (error) {
    console.error('Failed to fetch notifications', error);
    return [];
  }
}

export function useNotifications() {
  return useQuery({ queryKey: ['notifications'], queryFn: listNotifications, refetchInterval: 30_000 });
}
