import { desc, sql } from 'drizzle-orm';
import { NOTIFICATIONS_LIMIT, type Notification } from '@shop/domain/contracts/notifications';
import { builtOnce } from '../../db/fast-path';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

const newestNotifications = builtOnce((db) =>
  db
    .select({ id: notifications.id, title: notifications.title, message: notifications.message })
    .from(notifications)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .prepare(''),
);

/** The newest public notifications, newest first. */
export async function listNotifications(db: Db, limit = NOTIFICATIONS_LIMIT): Promise<Notification[]> {
  const rows = await newestNotifications(db).execute({ limit });
  return rows.map((r) => ({ notification_id: r.id, title: r.title, message: r.message }));
}
