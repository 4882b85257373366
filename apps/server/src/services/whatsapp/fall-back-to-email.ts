import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobEvents, whatsappMessages } from '../../db/schema';
import { enqueueEmail } from '../outbox/enqueue';

/**
 * A failed WhatsApp message goes by email instead, once (a conditional update on fell_back_at), when the customer
 * has an email. Answers whether an email was queued (kick the outbox after the commit).
 */
export async function fallBackToEmail(db: DbOrTx, messageId: number): Promise<boolean> {
  const [row] = await db
    .update(whatsappMessages)
    .set({ fellBackAt: new Date() })
    .where(
      and(
        eq(whatsappMessages.id, messageId),
        eq(whatsappMessages.status, 'failed'),
        isNull(whatsappMessages.fellBackAt),
        isNotNull(whatsappMessages.fallbackEmail),
      ),
    )
    .returning({ email: whatsappMessages.fallbackEmail, bookingId: whatsappMessages.bookingId });
  if (!row?.email) return false;
  await enqueueEmail(db, row.email);
  if (row.bookingId !== null)
    await db.insert(jobEvents).values({
      bookingId: row.bookingId,
      actorId: null,
      kind: 'message',
      what: `WhatsApp message failed; emailed to ${row.email.to} instead`,
    });
  return true;
}
