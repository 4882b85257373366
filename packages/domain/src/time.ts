import { intlLocale, type Language } from './i18n/languages';
import { onceEach } from './once-each';
import { SHOP_TIME_ZONE, shopDayStart, shopWallClock } from './shop-days';

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
  return (language === 'en' && english(date, false)) || formatter(dateLocale(language, digits), false).format(date);
}

/**
 * English dates without Intl (en-GB's "dd/mm/yyyy" and "dd/mm/yyyy, HH:mm", the same text): a browser's first
 * DateTimeFormat costs tens of milliseconds on a slow device, on every screen that shows a date. Null where Intl
 * must answer (an invalid date, a year outside 1920–9999); time.test.ts compares both over many instants.
 */
function english(date: Date, withTime: boolean): string | null {
  const wallClock = shopWallClock(date);
  if (!wallClock) return null;
  const day = `${wallClock.slice(8, 10)}/${wallClock.slice(5, 7)}/${wallClock.slice(0, 4)}`;
  return withTime ? `${day}, ${wallClock.slice(11, 16)}` : day;
}

/** The time of day of an instant in the shop's time zone: HH:mm (24-hour), Latin digits. */
export function formatShopTime(iso: string | Date): string {
  return formatShopDateTime(iso).slice(-5);
}

/** An ISO timestamp for staff: dd/mm/yyyy, HH:mm (24-hour) in the shop's time zone. */
export function formatShopDateTime(iso: string | Date, language: Language = 'en', digits?: Digits): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return (language === 'en' && english(date, true)) || formatter(dateLocale(language, digits), true).format(date);
}
