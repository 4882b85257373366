import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, directionOf, isLanguage, type Language } from '@shop/domain/i18n/languages';

/**
 * The web app's one i18n mechanism (docs/decisions/i18n.md): i18next with react-i18next.
 * Every visible string is `t('key')` from a namespace file `src/locales/<lang>/<namespace>.json`
 * (one namespace per feature, flat keys). Namespaces are fetched when a screen first needs them,
 * so the login screen downloads only its own words. Server and domain messages (English text from
 * the specification) are translated through the `messages` namespace, built from the domain's
 * catalogue (`@shop/domain/i18n/messages-ar`), whose keys are the English sentences themselves.
 */
const bundles = import.meta.glob<{ default: Record<string, string> }>('../../locales/*/*.json');

async function loadNamespace(language: string, namespace: string): Promise<Record<string, string>> {
  if (namespace === 'messages') {
    if (language !== 'ar') return {}; // English: the key is the text.
    return (await import('@shop/domain/i18n/messages-ar')).MESSAGES_AR;
  }
  const load = bundles[`../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No ${language} translations for the namespace "${namespace}"`);
  return (await load()).default;
}

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    loadNamespace(language, namespace).then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, false),
    );
  },
};

export const LANGUAGE_STORAGE_KEY = 'shop.language';

/** The language chosen in this browser before login (the account's choice wins once signed in). */
export function storedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : 'en';
  } catch {
    return 'en';
  }
}

function applyToDocument(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

/** Switches the whole app (document direction included) and remembers the choice in this browser. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await i18next.changeLanguage(language);
}

i18next.on('languageChanged', (language) => {
  if (isLanguage(language)) applyToDocument(language);
});

/** The shop's Arabic-Indic digits setting (public-config), for the numbers translations insert (`{{count}}`). */
let arabicIndicDigits = false;
export function setArabicIndicDigits(on: boolean): void {
  arabicIndicDigits = on;
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * i18next's formatter: a number a translation inserts ("تذكير كل {{count}} يوماً") in Arabic-Indic digits when the
 * text is Arabic and the shop chose them, as `useFormat` shows every other number; anything else as given. The app
 * names no i18next format (`{{x, number}}`): numbers with grouping or money go through `useFormat`.
 */
export const insertedNumbers = {
  type: 'formatter' as const,
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format: string | undefined, language: string | undefined) =>
    typeof value === 'number' && language === 'ar' && arabicIndicDigits
      ? String(value).replace(/\d/g, (d) => ARABIC_INDIC[Number(d)]!)
      : value,
};

/** Options shared by the app and the web tests. */
export const I18N_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'en',
  // `messages` with `common`: the domain's sentences (`t(MESSAGES.x, { ns: 'messages' })`) are shown on screens
  // that never name the namespace in useTranslation, so it must be there before them (in English it is empty).
  ns: ['common', 'messages'],
  defaultNS: 'common',
  // Flat keys; the `messages` namespace uses whole English sentences (with dots and colons) as keys.
  keySeparator: false as const,
  nsSeparator: false as const,
  // Every inserted value goes through `insertedNumbers` (alwaysFormat).
  interpolation: { escapeValue: false, alwaysFormat: true },
};

export { i18next };

/** Starts i18n for the app (main.tsx); web tests start it with every English file loaded (testing/i18n.ts). */
export function initI18n(): Promise<unknown> {
  return i18next
    .use(lazyBundles)
    .use(insertedNumbers)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      lng: storedLanguage(),
      react: { useSuspense: true },
    });
}
