import type { Page } from 'playwright-core';

/** The language switch on a public page (login, register, passwords): shows the other language in its own words. */
const SWITCH_LABEL = { ar: 'العربية', en: 'English' } as const;

/** Switches a public page to `language` and waits for the document to follow (lang and dir). */
export async function switchLanguageOnPublicPage(page: Page, language: 'ar' | 'en'): Promise<void> {
  await page.getByRole('button', { name: SWITCH_LABEL[language] }).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

/** Logs in through the Arabic login screen (its labels in Arabic) and waits for the dashboard. */
export async function loginInArabic(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/** The document's language and direction, as the browser sees them. */
export function documentLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}
