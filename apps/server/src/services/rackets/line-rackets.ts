import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ParsedBookingSubmissionItem } from '@shop/domain/contracts/bookings';
import { RACKET_MESSAGES } from '@shop/domain/contracts/rackets';
import type { Tx } from '../../db/client';
import { customerRackets } from '../../db/schema';
import { HttpError } from '../../lib/errors';

/** What a checkout line's job takes from the customer's rackets. */
export interface LineRacket {
  racketId: number | null;
  /** "Brand Model" of the picked racket, else of the spec's racket; '' when neither. */
  label: string;
}

const label = (brand: string, model: string) => `${brand} ${model}`.trim();

/**
 * The racket of each checkout line, in the checkout's transaction (docs/decisions/customer-rackets.md):
 * a picked racket_id must be one of this customer's rackets (else 404 naming the line, nothing
 * stored); a free stringing without one is the racket its entitlement made, and one with another racket than that
 * is refused (400 naming the line). A picked racket whose
 * pattern (or head size) is not known yet takes the one of the line's spec.
 */
export async function lineRackets(
  tx: Tx,
  customerId: number,
  items: readonly ParsedBookingSubmissionItem[],
): Promise<LineRacket[]> {
  const ids = [...new Set(items.flatMap((i) => (i.racket_id ? [i.racket_id] : [])))];
  const rpIds = items.flatMap((i) => (i.freeService && i.rp_id ? [i.rp_id] : []));
  const rackets =
    ids.length + rpIds.length === 0
      ? []
      : await tx
          .select()
          .from(customerRackets)
          .where(
            and(
              eq(customerRackets.customerId, customerId),
              or(
                ids.length ? inArray(customerRackets.id, ids) : undefined,
                rpIds.length ? inArray(customerRackets.entitlementId, rpIds) : undefined,
              ),
            ),
          );
  const result: LineRacket[] = [];
  for (const [index, item] of items.entries()) {
    const specLabel = item.spec ? label(item.spec.racket.brand, item.spec.racket.model) : '';
    if (!item.racket_id) {
      const bought = item.freeService ? rackets.find((r) => r.entitlementId === item.rp_id) : undefined;
      result.push({ racketId: bought?.id ?? null, label: specLabel });
      continue;
    }
    const racket = rackets.find((r) => r.id === item.racket_id);
    if (!racket) {
      throw new HttpError(404, RACKET_MESSAGES.notFound, { [`bookings.${index}.racket_id`]: RACKET_MESSAGES.notFound });
    }
    // A free stringing is the bought racket's (every entitlement made one): never another racket of the customer's.
    const bought = item.freeService ? rackets.find((r) => r.entitlementId === item.rp_id) : undefined;
    if (bought && bought.id !== racket.id) {
      const message = RACKET_MESSAGES.notTheBoughtRacket;
      throw new HttpError(400, message, { [`bookings.${index}.racket_id`]: message });
    }
    if (item.spec) {
      await tx
        .update(customerRackets)
        .set({
          pattern: sql`CASE WHEN ${customerRackets.pattern} = '' THEN ${item.spec.racket.pattern} ELSE ${customerRackets.pattern} END`,
          headSize: sql`coalesce(${customerRackets.headSize}, ${item.spec.racket.head_size ?? null}::int)`,
        })
        .where(
          and(eq(customerRackets.id, racket.id), or(eq(customerRackets.pattern, ''), isNull(customerRackets.headSize))),
        );
    }
    result.push({ racketId: racket.id, label: label(racket.brand, racket.model) });
  }
  return result;
}
