import { and, eq } from 'drizzle-orm';
import type { CustomerRacket } from '@shop/domain/contracts/jobs';
import { RACKET_MESSAGES } from '@shop/domain/contracts/rackets';
import type { AppContext } from '../../context';
import { customerRackets } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { racketColumns, type ParsedRacketInput } from './create-racket';
import { getCustomerRackets } from './get-customer-rackets';

/**
 * Edits a customer's racket: brand, model, pattern, head size, nickname, notes, and the reminder
 * interval when given. A racket of another customer (or none) is 404 and nothing changes.
 */
export async function updateRacket(
  ctx: Pick<AppContext, 'db'>,
  input: { actorId: number; customerId: number; racketId: number; racket: ParsedRacketInput },
): Promise<CustomerRacket> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(customerRackets)
      .set(racketColumns(input.racket))
      .where(and(eq(customerRackets.id, input.racketId), eq(customerRackets.customerId, input.customerId)))
      .returning({ id: customerRackets.id });
    if (!row) throw notFound(RACKET_MESSAGES.notFound);
    await audit(tx, {
      actorId: input.actorId,
      action: 'rackets.update',
      subject: `customer:${input.customerId}`,
      details: { racketId: input.racketId },
    });
    const [racket] = await getCustomerRackets(tx, { customerId: input.customerId, racketId: input.racketId });
    return racket!;
  });
}
