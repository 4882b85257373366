import { BRING_OWN_STRING_ID } from '@shop/domain/catalogue';
import type { BookingDraft } from '@shop/domain/contracts/checkout-draft';
import { jobSpecInputSchema, type CustomerRacket } from '@shop/domain/contracts/jobs';
import { shopDate } from '@shop/domain/shop-days';
import { specViewToInput } from '@/lib/spec-values';
import { racketLabel } from '@/api/customer-rackets';
import { newLineReference } from '@/lib/checkout-store';

/** The customer's racket strung most recently here (with a spec to repeat), or null. */
export function lastStrungRacket(rackets: readonly CustomerRacket[]): CustomerRacket | null {
  const strung = rackets.filter((r) => r.last_spec !== null);
  return strung.sort((a, b) => (b.history[0]?.date ?? '').localeCompare(a.history[0]?.date ?? ''))[0] ?? null;
}

/**
 * "Same as last time" as a booking line, today, Regular: the racket, its last spec, and the priced string that spec's
 * mains are (a catalogue string's Regular entry; the customer's own string is Bring Own String). Null when the last
 * spec names no string to price.
 */
export function lastTimeLine(racket: CustomerRacket): BookingDraft | null {
  const mains = racket.last_spec?.mains;
  if (!racket.last_spec || !mains) return null;
  const stringId = mains.string_id ?? (mains.own_string ? BRING_OWN_STRING_ID : null);
  if (stringId === null) return null;
  return {
    invoiceNo: newLineReference(),
    racketName: racketLabel(racket),
    bookingDate: shopDate(),
    serviceKind: 'string',
    stringId,
    stringType: 'Regular',
    gripId: null,
    gripType: null,
    freeService: false,
    rp_id: null,
    claim_id: null,
    racketId: racket.racket_id,
    spec: jobSpecInputSchema.parse(specViewToInput(racket.last_spec)),
  };
}
