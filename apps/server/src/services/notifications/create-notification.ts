import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NotificationInput {
  kind: string;
  title: string;
  message: string;
  /** When the event happened; defaults to now. Seeds pass the event's own time. */
  createdAt?: Date;
  /** The ticket it announces: an id, resolved to its customer only when staff read the list. */
  ticketId?: number;
}

/**
 * Records a public notification for the product's own events (a booking paid, a ticket raised, a
 * staff request waiting). Notifications are readable without login: never put personal data in them.
 * The staff list (list-staff-notifications.ts) names a ticket's customer by looking it up when read.
 */
export async function createNotification(db: DbOrTx, input: NotificationInput): Promise<void> {
  const { createdAt, ...values } = input;
  await db.insert(notifications).values(createdAt ? { ...values, createdAt } : values);
}
