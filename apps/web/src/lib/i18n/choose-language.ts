import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@shop/domain/i18n/languages';
import { api } from '@/lib/api-client';
import { changeLanguage, currentLanguage } from './i18n';
import { profileKeys } from '@/api/login-keys';

/** A language picked on a public page (login) before signing in: saved to the account once signed in. */
let pickedBeforeLogin: Language | null = null;

export function pickLanguageBeforeLogin(language: Language): Promise<void> {
  pickedBeforeLogin = language;
  return changeLanguage(language);
}

/** Forgets a language picked on the login page without signing in (the web tests share one page between files). */
export function forgetLanguagePick(): void {
  pickedBeforeLogin = null;
}

/** PUT /api/admin/profile/language: the account remembers its language for every browser. */
export function saveAccountLanguage(language: Language): Promise<{ language: Language }> {
  return api<{ language: Language }>('admin/profile/language', { method: 'PUT', body: { language } });
}

/**
 * After login: a language picked on the login page becomes the account's; otherwise the app switches
 * to the account's language (remembered on the server).
 */
export async function languageAfterLogin(accountLanguage: Language): Promise<void> {
  const picked = pickedBeforeLogin;
  pickedBeforeLogin = null;
  if (picked && picked !== accountLanguage) {
    await saveAccountLanguage(picked).catch(() => undefined);
    return;
  }
  if (accountLanguage !== currentLanguage()) await changeLanguage(accountLanguage);
}

/** The user menu's choice: switches the app at once and saves it on the account. */
export function useChooseLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => {
      await changeLanguage(language);
      return saveAccountLanguage(language);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
