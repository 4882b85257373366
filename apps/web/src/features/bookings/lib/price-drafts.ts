import { findGrip, findString, type ServiceType } from '@shop/domain/catalogue';
import { priceCheckout, priceLine, type PricedLine } from '@shop/domain/pricing';
import { fils, type Fils } from '@shop/domain/money';
import { serviceModeOf, type PickupOption, type ServiceMode } from '@shop/domain/pickup';
import type { BookingDraft } from '@shop/domain/contracts/checkout-draft';
import type { TFunction } from 'i18next';
import { serviceTypeLabel } from './labels';

export function toPricedLine(draft: BookingDraft): PricedLine {
  return draft.serviceKind === 'string'
    ? { serviceKind: 'string', stringId: draft.stringId ?? -1, freeService: draft.freeService }
    : { serviceKind: 'grip', gripId: draft.gripId ?? -1 };
}

/** Price of one draft line in fils (0 when its item is missing; validation reports that). */
export function draftPrice(draft: BookingDraft): Fils {
  const result = priceLine(toPricedLine(draft));
  return result.ok ? result.price : fils(0);
}

/** List price, free stringing discount and price of one draft line (all 0 when its item is missing). */
export function draftPricing(draft: BookingDraft): { listPrice: Fils; discount: Fils; price: Fils } {
  const result = priceLine(toPricedLine(draft));
  return result.ok
    ? { listPrice: result.listPrice, discount: result.discount, price: result.price }
    : { listPrice: fils(0), discount: fils(0), price: fils(0) };
}

export function draftType(draft: BookingDraft): ServiceType | null {
  return draft.serviceKind === 'string' ? draft.stringType : draft.gripType;
}

export function draftItemName(t: TFunction<'bookings'>, draft: BookingDraft): string {
  if (draft.serviceKind === 'string') return findString(draft.stringId)?.name ?? t('noStringSelected');
  return findGrip(draft.gripId)?.name ?? t('noGripSelected');
}

/** "Express String", "Regular Grip": the service type column of the summary table. */
export function draftServiceLabel(t: TFunction<'bookings'>, draft: BookingDraft): string {
  const type = draftType(draft);
  const typeLabel = type ? serviceTypeLabel(t, type) : '';
  return (
    draft.serviceKind === 'string'
      ? t('columns.stringOf', { type: typeLabel })
      : t('columns.gripOf', { type: typeLabel })
  ).trim();
}

export function modeOfDrafts(drafts: readonly BookingDraft[]): ServiceMode {
  return serviceModeOf(drafts.map(draftType));
}

export interface DraftTotals {
  strings: Fils;
  grips: Fils;
  pickupFee: Fils;
  total: Fils;
  mode: ServiceMode;
}

export function priceDrafts(drafts: readonly BookingDraft[], pickup: PickupOption): DraftTotals {
  const valid = drafts.filter((d) => priceLine(toPricedLine(d)).ok);
  const result = priceCheckout(valid.map(toPricedLine), pickup);
  if (!result.ok) return { strings: fils(0), grips: fils(0), pickupFee: fils(0), total: fils(0), mode: 'Regular' };
  return {
    strings: result.strings,
    grips: result.grips,
    pickupFee: result.pickupFee,
    total: result.total,
    mode: modeOfDrafts(drafts),
  };
}
