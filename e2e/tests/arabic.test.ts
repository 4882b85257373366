import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, DESKTOP, useShop } from '../harness';
import { lookAtBothWidths } from '../axe';
import { documentLanguage, loginInArabic, switchLanguageOnPublicPage } from '../language';

/**
 * The back office in Arabic (issue 16): the language chosen on the login page, the dashboard right to
 * left, the choice remembered in the browser and on the account, with screenshots at both widths, an axe audit of
 * the login page in RTL (the dashboard's is in arabic-screens.test.ts) and nothing wider than a phone. The
 * counter's flows in Arabic (customer, booking, bench, invoice) are in arabic-flows.test.ts.
 */
const shop = useShop();

describe('the back office in Arabic', () => {
  it('switches to Arabic on the login page, shows the dashboard right to left, and remembers the choice', async () => {
    const { page, server } = shop;
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await switchLanguageOnPublicPage(page, 'ar');
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    expect(await lookAtBothWidths(page, 'arabic-login')).toEqual({ violations: [], phoneOverflow: 0 });

    await loginInArabic(page, server.url, DEMO.admin, DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'لوحة التحكم' }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByText('إدارة العملاء').waitFor();
    // The sidebar stands on the right in RTL.
    const nav = await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).boundingBox();
    expect(nav!.x).toBeGreaterThan(DESKTOP.width / 2);
    expect(await lookAtBothWidths(page, 'arabic-dashboard', { audit: false })).toEqual({
      violations: [],
      phoneOverflow: 0,
    });

    // Remembered in this browser after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'لوحة التحكم' }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    // Remembered on the account: a fresh browser starts in English and switches after login.
    const fresh = await shop.openBrowser();
    try {
      await fresh.page.goto(`${server.url}/login`);
      await fresh.page.getByRole('heading', { name: 'Login' }).waitFor();
      await fresh.page.getByLabel('Email').fill(DEMO.admin);
      await fresh.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await fresh.page.getByRole('button', { name: 'Login' }).click();
      await fresh.page.waitForURL(`${server.url}/dashboard`);
      await fresh.page.getByRole('heading', { name: 'لوحة التحكم' }).waitFor();
      expect(await documentLanguage(fresh.page)).toEqual({ lang: 'ar', dir: 'rtl' });
    } finally {
      await fresh.close();
    }
  });

  it('switches back to English from the user menu', async () => {
    const { page } = shop;
    await page.getByRole('button', { name: 'قائمة المستخدم' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
  });
});
