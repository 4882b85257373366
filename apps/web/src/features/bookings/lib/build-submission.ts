import type { BookingSubmissionItem } from '@shop/domain/contracts/bookings';
import { toAed } from '@shop/domain/money';
import type { PickupOption, Store } from '@shop/domain/pickup';
import { draftPrice, draftType } from './price-drafts';
import type { BookingDraft } from '@shop/domain/contracts/checkout-draft';
import type { JobSpecInput } from '@shop/domain/contracts/jobs';
import type { NavCustomer as BookingCustomer } from '@shop/domain/contracts/customers';

/** A booking item with the line's racket and spec (issue 14): `racket_id` and `spec`, sent only when set. */
export type SubmissionItem = BookingSubmissionItem & { racket_id?: number; spec?: JobSpecInput };

/** The request items of one checkout (the booking item of docs/product/api.md), prices in AED. */
export function buildSubmission(input: {
  drafts: readonly BookingDraft[];
  customer: BookingCustomer;
  pickup: PickupOption;
  store: Store | null;
  address: string;
  cartId: string;
}): SubmissionItem[] {
  const inStore = input.pickup === 'in-store';
  return input.drafts.map((draft) => ({
    bigcommerce_customer_id: input.customer.id,
    service_kind: draft.serviceKind,
    string_id: draft.serviceKind === 'string' ? draft.stringId : null,
    grip_id: draft.serviceKind === 'grip' ? draft.gripId : null,
    service_type: draftType(draft) ?? undefined,
    booking_date: draft.bookingDate,
    pickup_option: input.pickup,
    delivery_address: inStore ? null : input.address,
    racket_name: draft.racketName,
    total_cost: toAed(draftPrice(draft)),
    cart_id: input.cartId,
    freeService: draft.freeService,
    ...(inStore ? { instore_location: input.store } : {}),
    rp_id: draft.rp_id,
    claim_id: draft.claim_id,
    customer_name: input.customer.name,
    customer_email: input.customer.email ?? undefined,
    ...(draft.racketId ? { racket_id: draft.racketId } : {}),
    ...(draft.spec ? { spec: draft.spec } : {}),
  }));
}
