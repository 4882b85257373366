import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, shopDate } from '@shop/domain/shop-days';
import { dayLabel } from '../booking-date';
import { DEMO, DEMO_PASSWORD, DESKTOP, useShop, type Browser, type RunningServer } from '../harness';

/** Keyboard only: a person who cannot use a mouse logs in and completes the booking form with Tab, Enter and arrows. */
const shop = useShop({ viewport: DESKTOP });
let server: RunningServer;
let browser: Browser;
beforeAll(() => {
  ({ server, browser } = shop);
});

/** What has the keyboard focus: its label (or name) and its role. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const byId = labelled ? document.getElementById(labelled.split(' ')[0]!)?.textContent : null;
    const label =
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      byId ??
      el.getAttribute('aria-label') ??
      el.textContent ??
      '';
    return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}:${label.replace(/\s+/g, ' ').trim()}`;
  });
}

/** Presses Tab until the focused element matches (a form a keyboard user can reach, in order). */
async function tabTo(page: Page, target: RegExp, limit = 40): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (target.test(now)) return;
    seen.push(now);
  }
  throw new Error(`Tab never reached ${target}; focus went through: ${seen.join(' -> ')}`);
}

describe('keyboard only', () => {
  it('logs in with Tab and Enter', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await tabTo(page, /^input:Email/);
    await page.keyboard.type(DEMO.superadmin);
    await tabTo(page, /^input:Password/);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/dashboard`);
  });

  it('completes the booking form with the keyboard', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/dashboard/customer/service-details/1`);
    await page.getByRole('heading', { name: 'Stringing Service' }).waitFor();
    await tabTo(page, /^button:Book Paid Stringing$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Booking Form' }).waitFor();

    // The customer's only racket is preselected (once the rackets are read): another one, written by name, is a
    // keyboard choice too.
    await page.getByRole('radio', { name: /Another racket/ }).waitFor();
    await tabTo(page, /^radio:Another racket/);
    await page.keyboard.press('Space');
    // The name field opens once the choice is made (it is locked to the preselected racket's name until then): a
    // Tab pressed before that skips it.
    await expect.poll(() => page.getByLabel('Racket Name').isEnabled()).toBe(true);
    await tabTo(page, /^input:Racket Name/);
    await page.keyboard.type('Keyboard Blade 98');
    await tabTo(page, /^combobox:String/);
    await page.keyboard.type('Hyper-G');
    await page.getByRole('option', { name: /Solinco Hyper-G/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('combobox', { name: 'String' }).inputValue()).toContain('Hyper-G');
    await tabTo(page, /^(radio|button|input):.*Regular/);
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: /Regular/ }).isChecked()).resolves.toBe(true);
    // The date: tomorrow, with the calendar's arrow keys (today, the default, could turn into yesterday if the run
    // crossed the shop's midnight before "Next").
    // On a month's last day the arrow keys stop at its edge: "Next month" first, then its first day.
    const today = shopDate();
    const tomorrow = addDays(today, 1);
    await tabTo(page, /^button:Booking Date/);
    await page.keyboard.press('Enter');
    if (tomorrow.slice(0, 7) === today.slice(0, 7)) {
      await tabTo(page, new RegExp(`^button:${dayLabel(today)}$`));
      await page.keyboard.press('ArrowRight');
    } else {
      // The next month's grid may still show today (a day outside it) with the focus: then one step right.
      await tabTo(page, /^button:Next month$/);
      await page.keyboard.press('Enter');
      await tabTo(page, new RegExp(`^button:(${dayLabel(today)}|${dayLabel(tomorrow)})$`));
      if ((await focused(page)) === `button:${dayLabel(today)}`) await page.keyboard.press('ArrowRight');
    }
    await expect.poll(() => focused(page)).toBe(`button:${dayLabel(tomorrow)}`);
    await page.keyboard.press('Enter');
    const [year, month, day] = tomorrow.split('-');
    await expect
      .poll(() => page.getByRole('button', { name: 'Booking Date' }).first().textContent())
      .toContain(`${day}/${month}/${year}`);
    await tabTo(page, /^button:Next$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Booking Details' }).waitFor();

    // Step 2 (in store, the default): the store, then on to the summary.
    await tabTo(page, /^combobox:Store/);
    // ArrowDown opens the list; wait for it before moving through the options.
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Jumeirah Store' }).waitFor();
    // Each ArrowDown is followed by the highlight it moved (a fixed wait for it pressed again on a loaded machine,
    // past the store).
    const highlighted = page.locator('[role="option"][data-combobox-selected]');
    const highlight = async () => ((await highlighted.count()) ? await highlighted.textContent() : '');
    let current = await highlight();
    for (let i = 0; i < 10 && current !== 'Jumeirah Store'; i += 1) {
      const before = current;
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (current = await highlight())).not.toBe(before);
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('combobox', { name: 'Store' }).inputValue()).toBe('Jumeirah Store');
    await tabTo(page, /^button:Next$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Booking Final' }).waitFor();
    await page.getByText('Keyboard Blade 98').filter({ visible: true }).first().waitFor();
  });
});
