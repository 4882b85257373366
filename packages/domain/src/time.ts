import { intlLocale, type Language } from './i18n/languages';
import { onceEach } from './once-each';
import { SHOP_TIME_ZONE, shopDayStart } from './shop-days';

type Digits = 'latin' | 'arab';

/** English dates stay en-GB (dd/mm/yyyy, byte-identical to before); Arabic uses ar-AE, dd/mm/yyyy too. */
function dateLocale(language: Language, digits?: Digits): string {
  return language === 'en' ? 'en-GB' : intlLocale(language, digits);
}

/** One formatter per locale and shape, made once. */
const formatter = onceEach(
  (locale: string, withTime: boolean) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: SHOP_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    }),
);

/**
 * The one way dates are shown, on screens, PDFs and emails alike: dd/mm/yyyy in the shop's time zone
 * (docs/decisions/dates.md). A YYYY-MM-DD calendar date is that day in Dubai.
 */
export function formatShopDate(iso: string | Date, language: Language = 'en', digits?: Digits): string {
  const date = typeof iso === 'string' ? (iso.length === 10 ? shopDayStart(iso) : new Date(iso)) : iso;
  return formatter(dateLocale(language, digits), false).format(date);
}

/** The time of day of an instant in the shop's time zone: HH:mm (24-hour), Latin digits. */
export function formatShopTime(iso: string | Date): string {
  return formatShopDateTime(iso).slice(-5);
}

/** An ISO timestamp for staff: dd/mm/yyyy, HH:mm (24-hour) in the shop's time zone. */
export function formatShopDateTime(iso: string | Date, language: Language = 'en', digits?: Digits): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return formatter(dateLocale(language, digits), true).format(date);
}
