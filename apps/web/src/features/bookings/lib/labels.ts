import type { TFunction } from 'i18next';
import type { ServiceType } from '@shop/domain/catalogue';
import { PICKUP_LABELS, type PickupOption } from '@shop/domain/pickup';

/** Regular / Express in the screen's language (the catalogue's values stay English). */
export function serviceTypeLabel(t: TFunction<'bookings'>, type: ServiceType): string {
  return type === 'Express' ? t('type.express') : t('type.regular');
}

/** A pickup option's name: the domain's label, through the messages catalogue. */
export function pickupLabel(t: TFunction<'bookings'>, option: PickupOption): string {
  return t(PICKUP_LABELS[option], { ns: 'messages' });
}
