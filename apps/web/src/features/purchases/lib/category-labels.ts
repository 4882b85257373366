import type { TFunction } from 'i18next';
import type { PurchaseCategory } from '@shop/domain/purchase-category';

/** The purchase categories in the screen's language (English = the domain's PURCHASE_CATEGORY_LABELS). */
export function categoryLabels(t: TFunction<'purchases'>): Record<PurchaseCategory, string> {
  return {
    racket: t('category.racket'),
    strings: t('category.strings'),
    accessory: t('category.accessory'),
    other: t('category.other'),
  };
}
