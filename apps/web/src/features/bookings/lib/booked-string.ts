import { BRING_OWN_STRING_ID, stringVariant } from '@shop/domain/catalogue';
import { isHybrid, pricedRegularStringId, type PricedSide } from '@shop/domain/stringing/spec-price';
import type { SideValues, SpecFormValues } from '@/lib/spec-values';

/**
 * The spec's strings set to the string being booked: mains and crosses the same catalogue string (its
 * Regular entry, as the spec's select lists them), or the customer's own string for "Bring Own String"
 * (its name left to write). Tensions and units are kept. Unchanged when no string is booked yet.
 */
export function withBookedString(values: SpecFormValues, bookedStringId: number | null): SpecFormValues {
  const regular = bookedStringId === null ? undefined : stringVariant(bookedStringId, 'Regular');
  if (!regular) return values;
  const own = regular.string_id === BRING_OWN_STRING_ID;
  const side = (s: SideValues): SideValues =>
    own
      ? { ...s, source: 'own', string_id: null, own_string: s.source === 'own' ? s.own_string : '' }
      : { ...s, source: 'catalogue', string_id: String(regular.string_id), own_string: '' };
  return { ...values, mains: side(values.mains), crosses: side(values.crosses), same_as_mains: true };
}

/** A side of the form as the price sees it: its catalogue string, or the customer's own (even before its name is written). */
const pricedSide = (s: SideValues): PricedSide =>
  s.source === 'own' ? { own_string: s.own_string || 'own' } : { string_id: s.string_id ? Number(s.string_id) : null };

/**
 * What the spec's strings book (docs/decisions/spec-pricing.md): the Regular catalogue id of its string, the dearer
 * side of a hybrid, Bring Own String for the customer's own; null while a side has no string. `hybrid` says the
 * two sides differ, so the line says which side is priced.
 */
export function specPricedString(values: SpecFormValues): { stringId: number | null; hybrid: boolean } {
  const mains = pricedSide(values.mains);
  const crosses = values.same_as_mains ? mains : pricedSide(values.crosses);
  const missing = [mains, crosses].some((side) => !side?.own_string && !side?.string_id);
  return {
    stringId: missing ? null : pricedRegularStringId(mains, crosses),
    hybrid: !values.same_as_mains && isHybrid(mains, crosses),
  };
}
