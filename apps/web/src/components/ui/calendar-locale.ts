import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { DatesProviderSettings } from '@mantine/dates';
import { isLanguage, type Language } from '@shop/domain/i18n/languages';
import { usePublicConfig } from '@/lib/use-public-config';

/**
 * The shop's week in every calendar (docs/decisions/dates.md): Monday first, Saturday and Sunday
 * the weekend, as the UAE's working week has been since 2022. The same in both languages.
 */
export const SHOP_WEEK = { firstDayOfWeek: 1, weekendDays: [6, 0] } satisfies DatesProviderSettings;

/** dayjs locales already registered: English is built in, Arabic is fetched the first time a calendar needs it. */
const registered = new Set<Language>(['en']);

async function registerLocale(language: Language): Promise<void> {
  if (language === 'ar') await import('dayjs/locale/ar');
  registered.add(language);
}

/** Western digits as Arabic-Indic ones (٠١٢…), for the shop's Arabic-Indic digits setting. */
export const arabicIndic = (text: string): string =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/**
 * The calendar's dayjs locale for the screen's language (English until the Arabic month and day names
 * have loaded), and how its numbers are written: Latin digits unless the shop chose Arabic-Indic ones.
 */
export function useCalendarLocale(): { locale: Language; digits: (text: string) => string } {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const arabicDigits = usePublicConfig().data?.arabicDigits === true && language === 'ar';
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!registered.has(language)) void registerLocale(language).then(() => setLoaded((count) => count + 1));
  }, [language]);
  return { locale: registered.has(language) ? language : 'en', digits: arabicDigits ? arabicIndic : (text) => text };
}

/** Calendar labels in a locale, digits written as the shop chose (Mantine's label format callbacks). */
export function calendarLabels(locale: Language, digits: (text: string) => string) {
  const format = (date: string, pattern: string) => digits(dayjs(date).locale(locale).format(pattern));
  return {
    monthLabelFormat: (date: string) => format(date, 'MMMM YYYY'),
    yearLabelFormat: (date: string) => format(date, 'YYYY'),
    yearsListFormat: (date: string) => format(date, 'YYYY'),
    decadeLabelFormat: (start: string, end: string) => `${format(start, 'YYYY')} – ${format(end, 'YYYY')}`,
    renderDay: (date: string) => digits(String(dayjs(date).date())),
  };
}
