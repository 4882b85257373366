import { and, asc, eq, sql } from 'drizzle-orm';
import type { ParsedJobSpec } from '@shop/domain/contracts/jobs';
import type { Tx } from '../../db/client';
import { customerRackets } from '../../db/schema';
import { audit } from '../../lib/audit';

/**
 * The racket of a job booked with a typed racket name, found or made when its spec is saved
 * (docs/decisions/spec-pricing.md): the customer's racket of the same brand and model (any case, the first added),
 * which takes the spec's pattern and head size while it has none; else a new racket from the spec. The job then
 * belongs to that racket's stringing history.
 */
export async function racketForSpec(
  tx: Tx,
  input: { actorId: number; customerId: number; racket: ParsedJobSpec['racket'] },
): Promise<number> {
  const { brand, model, pattern, head_size: headSize } = input.racket;
  const [found] = await tx
    .select({ id: customerRackets.id, pattern: customerRackets.pattern })
    .from(customerRackets)
    .where(
      and(
        eq(customerRackets.customerId, input.customerId),
        sql`lower(trim(${customerRackets.brand})) = lower(${brand})`,
        sql`lower(trim(${customerRackets.model})) = lower(${model})`,
      ),
    )
    .orderBy(asc(customerRackets.id))
    .limit(1);
  if (found) {
    if (!found.pattern)
      await tx
        .update(customerRackets)
        .set({ pattern, headSize: headSize ?? null })
        .where(eq(customerRackets.id, found.id));
    return found.id;
  }
  const [made] = await tx
    .insert(customerRackets)
    .values({
      customerId: input.customerId,
      createdBy: input.actorId,
      brand,
      model,
      pattern,
      headSize: headSize ?? null,
    })
    .returning({ id: customerRackets.id });
  await audit(tx, {
    actorId: input.actorId,
    action: 'rackets.create',
    subject: `customer:${input.customerId}`,
    details: { racketId: made!.id, from: 'spec' },
  });
  return made!.id;
}
