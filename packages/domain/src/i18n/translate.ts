import type { Language } from './languages';
import { MESSAGES_AR } from './messages-ar';

/** A person-facing message in the given language; English (and anything without a translation) unchanged. */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  return MESSAGES_AR[message] ?? message;
}
