import { eq } from 'drizzle-orm';
import { REMINDER_MESSAGES } from '@shop/domain/contracts/reminders';
import type { AppContext } from '../../context';
import { customers, reminderUnsubscribes } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/**
 * The public unsubscribe (the email's link): a token this server signed stops every future reminder
 * of that customer. Doing it twice is fine; a bad token is 400 and nothing changes.
 */
export async function unsubscribe(ctx: Pick<AppContext, 'config' | 'db'>, token: string): Promise<string> {
  const customerId = verifyUnsubscribeToken(ctx.config.sessionSecret, token);
  if (customerId === null) throw badRequest(REMINDER_MESSAGES.tokenInvalid);
  await ctx.db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
    if (!customer) throw badRequest(REMINDER_MESSAGES.tokenInvalid);
    const [added] = await tx
      .insert(reminderUnsubscribes)
      .values({ customerId })
      .onConflictDoNothing()
      .returning({ id: reminderUnsubscribes.customerId });
    if (added) await audit(tx, { actorId: null, action: 'reminders.unsubscribe', subject: `customer:${customerId}` });
  });
  return REMINDER_MESSAGES.unsubscribed;
}
