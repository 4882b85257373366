import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NotificationInput {
  kind: string;
  title: string;
  message: string;
  /** When the event happened; defaults to now. Seeds pass the event's own time. */
  createdAt?: Date;
}

/**
 * Records a public notification for the product's own events (a booking paid, a ticket raised, a
 * staff request waiting). Notifications are readable without login: never put personal data in them.
 */
export async function createNotification(db: DbOrTx, input: NotificationInput): Promise<void> {
  const { createdAt, ...values } = input;
  await db.insert(notifications).values(createdAt ? { ...values, createdAt } : values);
}
