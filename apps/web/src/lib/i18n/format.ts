import { useTranslation } from 'react-i18next';
import { formatAedIn, groupThousands, type Fils, type FormatAedOptions } from '@shop/domain/money';
import { onceEach } from '@shop/domain/once-each';
import { formatShopDate, formatShopDateTime } from '@shop/domain/time';
import { intlLocale, isLanguage, type Language } from '@shop/domain/i18n/languages';
import { usePublicConfig } from '@/lib/use-public-config';

/**
 * Money, dates and numbers in a language and digit style (Intl ar-AE / en-AE; docs/decisions/i18n.md). Made once per
 * language and digit style: every screen asks for it on every render (useFormat), and an `Intl` format costs far more
 * to make than to use.
 */
export const formatterFor = onceEach((language: Language, digits: 'latin' | 'arab') => {
  // Made when first needed, and English whole numbers need none (groupThousands: a browser's first NumberFormat
  // cost a slow device's first screen about 120 ms, docs/decisions/production.md).
  let grouped: Intl.NumberFormat | undefined;
  let plain: Intl.NumberFormat | undefined;
  const latinWhole = (value: number) => language === 'en' && Number.isSafeInteger(value) && !Object.is(value, -0);
  const number = (value: number) =>
    latinWhole(value)
      ? groupThousands(value)
      : (grouped ??= new Intl.NumberFormat(intlLocale(language, digits))).format(value);
  const plainNumber = (value: number) =>
    latinWhole(value)
      ? String(value)
      : (plain ??= new Intl.NumberFormat(intlLocale(language, digits), { useGrouping: false })).format(value);
  return {
    language,
    /** "1,234.50 AED" in English (exactly formatAed), "1,234.50 د.إ." in Arabic. */
    money: (value: Fils, options: FormatAedOptions = {}) => formatAedIn(value, language, { ...options, digits }),
    /** dd/mm/yyyy in Dubai. */
    date: (iso: string | Date) => formatShopDate(iso, language, digits),
    /** dd/mm/yyyy, HH:mm in Dubai. */
    dateTime: (iso: string | Date) => formatShopDateTime(iso, language, digits),
    number,
    /** A number without grouping, as a label: a page number ("1000", "١٠٠٠"). */
    plainNumber,
    /** A list's total for people: "10,000+" when the list counted no further, else the exact count. */
    listTotal: (total: number, totalIsExact = true) => `${number(total)}${totalIsExact ? '' : '+'}`,
  };
});

export type Formatter = ReturnType<typeof formatterFor>;

/**
 * The screen's formatter: follows the current language, and the shop's Arabic-Indic digits setting
 * (public-config) in Arabic. `const format = useFormat(); format.money(job.price_fils)`.
 */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  const arabicDigits = usePublicConfig().data?.arabicDigits === true;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return formatterFor(language, language === 'ar' && arabicDigits ? 'arab' : 'latin');
}
