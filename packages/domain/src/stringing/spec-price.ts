/**
 * What a stringing job's spec costs (docs/decisions/spec-pricing.md): the spec's strings are what is
 * priced. One string: that string. A hybrid: the dearer of its two sides (the shop cuts both from
 * full reels). A customer's own string is priced as Bring Own String. The booking keeps the catalogue
 * entry of its service type (Express = Regular id + 100), so the entry id alone still fixes the price.
 */
import { BRING_OWN_STRING_ID, EXPRESS_ID_OFFSET, findString, type ServiceType } from '../catalogue';

/** One side of a spec as far as the price goes: a catalogue string (Regular id) or the customer's own. */
export type PricedSide = { string_id?: number | null; own_string?: string | null } | null | undefined;

function regularIdOf(side: PricedSide): number | null {
  if (!side) return null;
  if (side.string_id != null) return side.string_id;
  return side.own_string ? BRING_OWN_STRING_ID : null;
}

/** The Regular catalogue id the spec is priced by (the dearer side; mains on a tie); null without strings. */
export function pricedRegularStringId(mains: PricedSide, crosses: PricedSide): number | null {
  const ids = [regularIdOf(mains), regularIdOf(crosses)].filter((id): id is number => id !== null);
  let best: number | null = null;
  for (const id of ids) {
    const price = findString(id)?.basePrice ?? -1;
    if (best === null || price > (findString(best)?.basePrice ?? -1)) best = id;
  }
  return best;
}

/** The catalogue entry a booking of this service type books for the spec's strings; null without strings. */
export function pricedStringEntryId(mains: PricedSide, crosses: PricedSide, type: ServiceType): number | null {
  const regular = pricedRegularStringId(mains, crosses);
  if (regular === null) return null;
  return type === 'Express' ? regular + EXPRESS_ID_OFFSET : regular;
}

/** The two sides name different strings (a hybrid), by catalogue id or own string. */
export function isHybrid(mains: PricedSide, crosses: PricedSide): boolean {
  if (!mains || !crosses) return false;
  return (
    (mains.string_id ?? null) !== (crosses.string_id ?? null) ||
    (mains.own_string ?? null) !== (crosses.own_string ?? null)
  );
}
