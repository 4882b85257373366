import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS, insertedNumbers } from '@/lib/i18n/i18n';
import { MESSAGES_AR } from '@shop/domain/i18n/messages-ar';

// Web tests render screens synchronously: every namespace of both languages is loaded up front.
const files = import.meta.glob<{ default: Record<string, string> }>('../locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, Record<string, string>>> = {
  en: { messages: {} },
  ar: { messages: MESSAGES_AR },
};
for (const [file, module] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  (resources[language] ??= {})[namespace] = module.default;
}

await i18next
  .use(insertedNumbers)
  .use(initReactI18next)
  .init({ ...I18N_OPTIONS, resources, lng: 'en', react: { useSuspense: false } });
