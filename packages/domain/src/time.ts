import { intlLocale, type Language } from './i18n/languages';

/** The shop's time zone: dates shown to staff and "today" for booking dates use it. */
export const SHOP_TIME_ZONE = 'Asia/Dubai';

/** Built once: creating an Intl.DateTimeFormat with a time zone costs far more than formatting with it. */
const SHOP_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Dubai has kept UTC+4, without summer time, since 1920: between then and the year 10,000 no Intl call is needed.
 * The one place the shop's offset is written (shop days, due times and the server's day bounds all use it).
 */
export const SHOP_UTC_OFFSET_MS = 4 * 60 * 60 * 1000;
const DUBAI_OFFSET_MS = SHOP_UTC_OFFSET_MS;
export const DAY_MS = 24 * 60 * 60 * 1000;
const FIXED_OFFSET_FROM = Date.UTC(1920, 0, 1);
const FIXED_OFFSET_TO = Date.UTC(10_000, 0, 1);

/** YYYY-MM-DD of the given instant in the shop's time zone. */
export function shopDate(at: Date = new Date()): string {
  // The UTC day four hours on: formatToParts cost a report request about 15 µs (docs/decisions/request-path.md).
  const local = at.getTime() + DUBAI_OFFSET_MS;
  if (local >= FIXED_OFFSET_FROM && local < FIXED_OFFSET_TO) return new Date(local).toISOString().slice(0, 10);
  const parts = SHOP_DAY.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a Dubai day (YYYY-MM-DD) starts: 20:00 UTC the day before. */
export function shopDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - SHOP_UTC_OFFSET_MS);
}

/** Adds calendar months to a YYYY-MM-DD date, clamping to the month's last day (Jan 31 + 1 = Feb 28/29). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const targetMonthIndex = m - 1 + months;
  const year = y + Math.floor(targetMonthIndex / 12);
  const month = ((targetMonthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Digits = 'latin' | 'arab';

/** English dates stay en-GB (dd/mm/yyyy, byte-identical to before); Arabic uses ar-AE, dd/mm/yyyy too. */
function dateLocale(language: Language, digits?: Digits): string {
  return language === 'en' ? 'en-GB' : intlLocale(language, digits);
}

/**
 * The one way dates are shown, on screens, PDFs and emails alike: dd/mm/yyyy in the shop's time zone
 * (docs/decisions/dates.md). A YYYY-MM-DD calendar date is that day in Dubai.
 */
export function formatShopDate(iso: string | Date, language: Language = 'en', digits?: Digits): string {
  const date = typeof iso === 'string' ? (iso.length === 10 ? shopDayStart(iso) : new Date(iso)) : iso;
  return new Intl.DateTimeFormat(dateLocale(language, digits), {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** An ISO timestamp for staff: dd/mm/yyyy, HH:mm (24-hour) in the shop's time zone. */
export function formatShopDateTime(iso: string | Date, language: Language = 'en', digits?: Digits): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(dateLocale(language, digits), {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}
