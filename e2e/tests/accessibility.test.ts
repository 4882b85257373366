import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, login, PHONE, screenshot, useShop, type Browser } from '../harness';
import { controlsOutsideTheirCard, settled } from '../page-rest';
import { wcagAudit } from '../axe';
import { passDelay, PAYMENT_PAGE_DELAYS_MS, useTestClock } from '../page-clock';

/**
 * An axe audit (WCAG 2 A and AA) of every screen in English, at desktop and at phone width, signed in as the
 * superadmin (every page is reachable). Serious and critical violations fail the test; moderate and minor ones are
 * printed for people to look at. At phone width no screen may scroll sideways. Each screen is saved as
 * a11y-<width>-<screen>.png. The same screens in Arabic: arabic-screens.test.ts (docs/decisions/ci-speed.md, "Which
 * test audits what"). Keyboard-only use is tested in keyboard.test.ts.
 */

/**
 * Violations that come from Mantine itself and cannot be fixed from our code: one rule, on the
 * elements matching one selector, with the reason. Everything else counts.
 */
const MANTINE_EXCEPTIONS: { rule: string; target: RegExp; why: string }[] = [];

const shop = useShop();

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

async function settle(page: Page) {
  // A screen whose loader is its content (the waiting page polls) is audited as it is after 15 s.
  await page
    .locator('[role="status"] .mantine-Loader-root')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  // Let transitions (Mantine's fade-ins) finish so colours are measured at rest.
  await settled(page);
}

async function audit(page: Page, screen: string): Promise<Finding[]> {
  await settle(page);
  await screenshot(page, `a11y-${screen.replace(' ', '-')}`);
  // WCAG rules only: axe's best practices (heading order, landmarks) were printed and never failed, for a third
  // more of each audit's time.
  const result = await wcagAudit(page);
  const findings: Finding[] = [];
  for (const control of await controlsOutsideTheirCard(page))
    findings.push({
      screen,
      rule: 'control-outside-its-card',
      impact: 'serious',
      help: 'a button or link sticks out of its card and is cut off',
      targets: [control],
    });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0)
    findings.push({
      screen,
      rule: 'page-scrolls-sideways',
      impact: 'serious',
      help: `the page is ${overflow}px wider than the screen`,
      targets: ['html'],
    });
  for (const violation of result.violations) {
    const targets = violation.nodes
      .map((node) => node.target.map(String).join(' '))
      .filter((target) => !MANTINE_EXCEPTIONS.some((e) => e.rule === violation.id && e.target.test(target)));
    if (targets.length === 0) continue;
    findings.push({
      screen,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets,
    });
  }
  return findings;
}

function report(findings: Finding[]) {
  const serious = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  const other = findings.filter((f) => !serious.includes(f));
  for (const f of other)
    console.log(`[axe ${f.impact}] ${f.screen}: ${f.rule} (${f.help}) on ${f.targets.slice(0, 5).join(' | ')}`);
  return serious.map((f) => `${f.screen}: ${f.rule} [${f.impact}] ${f.help} -> ${f.targets.slice(0, 5).join(' | ')}`);
}

/**
 * Public screens: opened without a session. `heading`: a state the screen reaches by itself later, waited for (the
 * audit otherwise sees the screen as it first shows, e.g. the payment pages' "Checking your payment"); `after`: the
 * screen gets there after the product's delay, passed on the page's clock once `after.heading` shows (e2e/page-clock.ts).
 */
const PUBLIC_SCREENS: { name: string; path: string; heading?: string; after?: { heading: string; ms: number } }[] = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/reset-password?token=x' },
  { name: 'set-password', path: '/admin/set-password?token=x' },
  { name: 'notifications', path: '/notifications' },
  { name: 'payment-success', path: '/payment-success' },
  // Five seconds without payment information (the specification's delay) says so: the page's clock moved on by them.
  {
    name: 'payment-success-missing',
    path: '/payment-success',
    heading: 'Payment information missing',
    after: { heading: 'Checking your payment', ms: PAYMENT_PAGE_DELAYS_MS.missingInformation },
  },
  { name: 'payment-success-cart', path: '/payment-success?cart_id=TXN-NOPE' },
  { name: 'waiting-for-payment', path: '/waiting-for-payment' },
  { name: 'booking-success', path: '/booking-success' },
];

/** Dashboard screens: each opens itself (some need the navigation state a click leaves behind). */
function dashboardScreens(): { name: string; open(page: Page): Promise<void> }[] {
  const go = (path: string, heading?: string) => async (page: Page) => {
    await page.goto(`${shop.server.url}${path}`);
    if (heading) await page.getByRole('heading', { name: heading }).first().waitFor();
  };
  const openCustomer = async (page: Page) => {
    await go('/dashboard/manage-customer', 'Manage Customers')(page);
    await page
      .getByRole('button', { name: /View Details/ })
      .first()
      .click();
    await page.waitForURL(/\/dashboard\/customer-details$/);
  };
  // The tickets screen shows the tickets of the customer it was opened from.
  const openTickets = async (page: Page) => {
    await openCustomer(page);
    await page
      .getByRole('button', { name: /tickets/i })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Tickets' }).waitFor();
  };
  return [
    { name: 'pending-requests', open: go('/pending-requests') },
    { name: 'home', open: go('/dashboard') },
    { name: 'manage-customer', open: go('/dashboard/manage-customer', 'Manage Customers') },
    { name: 'customer-details', open: openCustomer },
    { name: 'our-services', open: go('/dashboard/our-services/1') },
    { name: 'add-purchases', open: go('/dashboard/add-purchases/1', 'Add Purchases') },
    { name: 'service-details', open: go('/dashboard/customer/service-details/1', 'Stringing Service') },
    {
      name: 'booking-form',
      open: async (page) => {
        await go('/dashboard/customer/service-details/1', 'Stringing Service')(page);
        await page.getByRole('button', { name: 'Book Paid Stringing' }).click();
        await page.getByRole('heading', { name: 'Booking Form' }).waitFor();
      },
    },
    {
      name: 'grip-booking-form',
      open: async (page) => {
        await go('/dashboard/customer/service-details/1', 'Stringing Service')(page);
        await page.getByRole('button', { name: 'Book Grip Service' }).click();
        await page.getByRole('heading', { name: 'Create Booking' }).waitFor();
      },
    },
    { name: 'booking-customer', open: go('/dashboard/booking-customer', 'Customer Bookings') },
    { name: 'jobs', open: go('/dashboard/jobs?store=all', 'Stringing Bench') },
    { name: 'job', open: go('/dashboard/jobs/1', 'Job #1') },
    { name: 'support-tickets', open: go('/dashboard/support-tickets', 'Support Tickets') },
    { name: 'ticket-details', open: openTickets },
    {
      name: 'detailed-ticket',
      open: async (page) => {
        await openTickets(page);
        await page
          .getByRole('button', { name: /^View ticket / })
          .filter({ visible: true })
          .first()
          .click();
        await page.waitForURL(/\/dashboard\/detailed-ticket\/\d+$/);
      },
    },
    { name: 'manage-invoices', open: go('/dashboard/manage-invoices') },
    { name: 'bigcommerce-invoices', open: go('/dashboard/bigcommerce-invoices') },
    { name: 'bigcommerce-invoice-edit', open: go('/superadmin/bigcommerce-invoices/1') },
    { name: 'send-invite', open: go('/dashboard/send-invite') },
    { name: 'profile', open: go('/dashboard/profile') },
    { name: 'mailbox', open: go('/dashboard/mailbox') },
    { name: 'undelivered-emails', open: go('/dashboard/undelivered-emails', 'Undelivered Emails') },
    { name: 'stock', open: go('/dashboard/stock', 'String Stock') },
    { name: 'reminders', open: go('/dashboard/reminders', 'Reminders') },
    { name: 'reports', open: go('/dashboard/reports', 'Reports') },
    { name: 'cash-up', open: go('/dashboard/reports/cash-up', 'End-of-day cash-up') },
    { name: 'settings', open: go('/settings', 'Settings') },
  ];
}

/**
 * Every screen at desktop width and then at phone width. One test per screen and width: a slow screen fails
 * alone, with its name, and never eats the others' time. A screen's phone test takes over the page its desktop
 * test opened and narrows it to phone width (as `auditBothWidths` does for other files), instead of opening the
 * screen again; when its desktop test did not get the screen open, it opens the screen itself at phone width.
 */
const WIDTHS = [
  { width: 'desktop', viewport: DESKTOP },
  { width: 'phone', viewport: PHONE },
];
const atBothWidths = <T extends { name: string }>(screens: T[]) =>
  screens.flatMap((screen) => WIDTHS.map((w) => ({ ...screen, ...w })));

describe('accessibility at desktop and phone width', () => {
  let browser: Browser;
  let signedIn = false;
  /** The screen the page shows, opened by the test before (its desktop test). */
  let showing: string | undefined;
  beforeAll(async () => {
    browser = await shop.openBrowser({ viewport: DESKTOP });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function show(
    screen: string,
    viewport: { width: number; height: number },
    open: (page: Page) => Promise<void>,
  ) {
    const opened = showing === screen;
    showing = undefined;
    await browser.page.setViewportSize(viewport);
    if (!opened) await open(browser.page);
    showing = screen;
  }

  it.each(atBothWidths(PUBLIC_SCREENS))(
    'public screen $name at $width width has no serious or critical axe violations',
    async ({ name, path, heading, after, width, viewport }) => {
      await show(name, viewport, async (page) => {
        if (after) await useTestClock(page);
        await page.goto(`${shop.server.url}${path}`);
        if (after) {
          await page.getByRole('heading', { name: after.heading }).waitFor();
          await passDelay(page, after.ms);
        }
        if (heading) await page.getByRole('heading', { name: heading }).waitFor();
      });
      expect(report(await audit(browser.page, `${width} ${name}`))).toEqual([]);
    },
  );

  it.each(atBothWidths(dashboardScreens()))(
    'dashboard screen $name at $width width has no serious or critical axe violations',
    async ({ name, open, width, viewport }) => {
      await show(name, viewport, async (page) => {
        if (!signedIn) {
          await login(page, shop.server.url, DEMO.superadmin);
          signedIn = true;
        }
        await open(page);
      });
      expect(report(await audit(browser.page, `${width} ${name}`))).toEqual([]);
    },
  );

  // The audit itself sees what it is there for: faint text, a button without a name and an image without a text
  // planted on the last screen are each reported (the audit runs axe in the page: e2e/axe.ts).
  it('the audit reports planted violations', async () => {
    await browser.page.evaluate(() => {
      const main = document.querySelector('main')!;
      const faint = Object.assign(document.createElement('p'), { textContent: 'Faint text' });
      Object.assign(faint.style, { color: '#eeeeee', background: '#ffffff' });
      main.append(faint, document.createElement('button'), Object.assign(document.createElement('img'), { src: '/x' }));
    });
    const planted = (await wcagAudit(browser.page)).violations.map((violation) => violation.id);
    expect(planted).toEqual(expect.arrayContaining(['color-contrast', 'button-name', 'image-alt']));
  });
});
