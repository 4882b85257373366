/** The product's two languages (docs/decisions/i18n.md). English is the specification's wording. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** `Intl` locale of a language: dates, numbers and money are formatted for the UAE. */
export function intlLocale(language: Language, digits: 'latin' | 'arab' = 'latin'): string {
  if (language === 'ar') return digits === 'arab' ? 'ar-AE-u-nu-arab' : 'ar-AE-u-nu-latn';
  return 'en-AE';
}
