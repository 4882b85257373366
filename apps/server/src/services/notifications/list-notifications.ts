import { desc } from 'drizzle-orm';
import { NOTIFICATIONS_LIMIT, type Notification } from '@shop/domain/contracts/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/** The newest public notifications, newest first. */
export async function listNotifications(db: Db, limit = NOTIFICATIONS_LIMIT): Promise<Notification[]> {
  const rows = await db
    .select({ id: notifications.id, title: notifications.title, message: notifications.message })
    .from(notifications)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((r) => ({ notification_id: r.id, title: r.title, message: r.message }));
}
