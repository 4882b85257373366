import { and, eq, gt, sql } from 'drizzle-orm';
import { INVITE_MESSAGES, INVITE_REPEAT_WINDOW_MINUTES, type InviteResponse } from '@shop/domain/contracts/invites';
import type { AppContext } from '../../context';
import { customers, invites } from '../../db/schema';
import { audit } from '../../lib/audit';
import { tooManyRequests } from '../../lib/errors';
import { enqueueEmail } from '../outbox/enqueue';
import { loadShopIdentity } from '../settings/shop-settings';
import { inviteEmail } from './invite-email';

/**
 * Emails an invitation to the shop's online store and records it. A second invite to the same
 * address within INVITE_REPEAT_WINDOW_MINUTES is refused; a transaction-scoped advisory lock on the
 * address makes two simultaneous invites send one email. `email` arrives trimmed and lowercased. The
 * email is in the language of the customer with that address, English for an address we do not know.
 */
export async function sendInvite(ctx: AppContext, input: { actorId: number; email: string }): Promise<InviteResponse> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`invite:${input.email}`}))`);
    const since = new Date(Date.now() - INVITE_REPEAT_WINDOW_MINUTES * 60_000);
    const [recent] = await tx
      .select({ id: invites.id })
      .from(invites)
      .where(and(eq(invites.email, input.email), gt(invites.createdAt, since)))
      .limit(1);
    if (recent) throw tooManyRequests(INVITE_MESSAGES.alreadyInvited);
    // The invite goes to a customer: one we already know by this address gets it in their language.
    const [known] = await tx
      .select({ language: customers.language })
      .from(customers)
      .where(sql`lower(${customers.email}) = ${input.email}`)
      .orderBy(customers.id)
      .limit(1);
    const outboxId = await enqueueEmail(
      tx,
      inviteEmail({
        to: input.email,
        shopName: (await loadShopIdentity(tx, ctx.config)).name,
        storeUrl: ctx.config.shop.storeUrl,
        language: known?.language ?? 'en',
      }),
    );
    await tx.insert(invites).values({ email: input.email, invitedBy: input.actorId, emailOutboxId: outboxId });
    await audit(tx, { actorId: input.actorId, action: 'invite.send', subject: `invite:${input.email}` });
  });
  ctx.kickOutbox();
  return { message: INVITE_MESSAGES.sent, email: input.email };
}
