import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import type { PickupOption, Store } from '@shop/domain/pickup';
import type { BookingDraft } from '@shop/domain/contracts/checkout-draft';
import { mixedTurnaround } from '@shop/domain/pricing';
import { draftType } from './price-drafts';

/** The final page's checks in the order of docs/product/screens.md#booking-final-the-messages; the first failing message, or null. */
export function validateCheckout(input: {
  drafts: readonly BookingDraft[];
  agreed: boolean;
  pickup: PickupOption;
  store: Store | null;
  address: string;
}): string | null {
  if (!input.agreed) return BOOKING_MESSAGES.agreeTerms;
  if (input.drafts.length === 0) return BOOKING_MESSAGES.noBookingsToProcess;
  for (const draft of input.drafts) {
    if (draft.serviceKind === 'string') {
      if (!draft.stringId) return BOOKING_MESSAGES.selectStringForAll;
      if (!draft.stringType) return BOOKING_MESSAGES.selectStringTypeForAll;
    } else {
      if (!draft.gripId) return BOOKING_MESSAGES.selectGripForAll;
      if (!draft.gripType) return BOOKING_MESSAGES.selectGripTypeForAll;
    }
  }
  const mixed = mixedTurnaround(
    input.drafts.map((d) => ({ racketName: d.racketName, rpId: d.rp_id, type: draftType(d) })),
  );
  if (mixed) return mixed.message;
  if (input.pickup === 'in-store' && !input.store) return BOOKING_MESSAGES.selectStore;
  if (input.pickup !== 'in-store' && !input.address.trim()) return BOOKING_MESSAGES.enterAddress;
  return null;
}
