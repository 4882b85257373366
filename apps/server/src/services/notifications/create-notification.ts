import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

/**
 * Records a public notification for the product's own events (a booking paid, a ticket raised, a
 * staff request waiting). Notifications are readable without login: never put personal data in them.
 */
export async function createNotification(db: DbOrTx, input: { kind: string; title: string; message: string }): Promise<void> {
  await db.insert(notifications).values(input);
}
