import type { CustomerRacket, CustomerRacketInput } from '@shop/domain/contracts/jobs';
import type { customerRacketInputSchema } from '@shop/domain/contracts/jobs';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { customerRackets } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ensureCustomer } from '../customers/ensure-customer';
import { toCustomerRacket } from './get-customer-rackets';

export type ParsedRacketInput = z.output<typeof customerRacketInputSchema>;
export type { CustomerRacketInput };

/** The racket's columns from a validated input; the reminder interval only when given. */
export function racketColumns(input: ParsedRacketInput) {
  return {
    brand: input.brand,
    model: input.model,
    pattern: input.pattern,
    headSize: input.head_size ?? null,
    nickname: input.nickname,
    notes: input.notes,
    ...(input.reminder_interval_days === undefined ? {} : { reminderIntervalDays: input.reminder_interval_days }),
  };
}

/** Adds a racket to a customer (fetched from the store platform first when new here; 404 if unknown). */
export async function createRacket(
  ctx: Pick<AppContext, 'db' | 'store'>,
  input: { actorId: number; customerId: number; racket: ParsedRacketInput },
): Promise<CustomerRacket> {
  await ensureCustomer(ctx, { id: input.customerId });
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customerRackets)
      .values({ customerId: input.customerId, createdBy: input.actorId, ...racketColumns(input.racket) })
      .returning();
    await audit(tx, {
      actorId: input.actorId,
      action: 'rackets.create',
      subject: `customer:${input.customerId}`,
      details: { racketId: row!.id },
    });
    return toCustomerRacket(row!, []);
  });
}
