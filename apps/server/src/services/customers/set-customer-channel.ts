import { eq } from 'drizzle-orm';
import { CUSTOMER_CHANNEL_MESSAGES, type PreferredChannel } from '@shop/domain/contracts/customer-channel';
import type { AppContext } from '../../context';
import { customers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { toCustomerView, type CustomerView } from './customer-view';

/** Staff set the channel a customer's messages go on first (null: the shop's default); audited with the old value. */
export async function setCustomerChannel(
  ctx: Pick<AppContext, 'db'>,
  input: { actorId: number; customerId: number; preferredChannel: PreferredChannel | null },
): Promise<CustomerView> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ preferredChannel: customers.preferredChannel })
      .from(customers)
      .where(eq(customers.id, input.customerId))
      .for('update');
    if (!before) throw notFound(CUSTOMER_CHANNEL_MESSAGES.notFound);
    const [row] = await tx
      .update(customers)
      .set({ preferredChannel: input.preferredChannel })
      .where(eq(customers.id, input.customerId))
      .returning();
    await audit(tx, {
      actorId: input.actorId,
      action: 'customer.channel',
      subject: `customer:${input.customerId}`,
      details: { from: before.preferredChannel, to: input.preferredChannel },
    });
    return toCustomerView(row!);
  });
}
