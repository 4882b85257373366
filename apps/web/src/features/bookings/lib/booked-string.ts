import { BRING_OWN_STRING_ID, stringVariant } from '@shop/domain/catalogue';
import type { SideValues, SpecFormValues } from '@/features/jobs/lib/spec-values';

/** What a spec form says about its strings (not the tensions): equal keys, the same strings. */
export function stringsKey(values: SpecFormValues): string {
  const side = (s: SideValues) => [s.source, s.string_id ?? '', s.source === 'own' ? s.own_string : ''];
  return JSON.stringify([side(values.mains), values.same_as_mains ? 'same' : side(values.crosses)]);
}

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
