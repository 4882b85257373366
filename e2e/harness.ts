import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startServer, type RunningServer } from './server';

export { startServer, type RunningServer };

const ROOT = path.resolve(import.meta.dirname, '..');
export const SCREENSHOT_DIR = path.join(ROOT, 'e2e', 'screenshots');
export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO = {
  superadmin: 'superadmin@demo.test',
  admin: 'admin@demo.test',
  staff: 'staff@demo.test',
} as const;
/** The two widths every screen is checked at. */
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with a fresh profile. */
export async function openBrowser(options: { width?: number; height?: number } = {}): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath))
    throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  const profile = await mkdtemp(path.join(os.tmpdir(), 'shop-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    viewport: { width: options.width ?? DESKTOP.width, height: options.height ?? DESKTOP.height },
    acceptDownloads: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  return {
    context,
    page,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Logs in through the real login screen and waits for the dashboard. */
export async function login(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/** Saves a full-page screenshot to e2e/screenshots/<name>.png (looked at by people, not compared). */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/** The running product and the browser a test file drives, filled in before its first test. */
export interface Shop {
  server: RunningServer;
  browser: Browser;
  page: Page;
}

/**
 * One product and one browser for the whole test file: started before its tests (the server with
 * `env`, the browser at `viewport`, signed in as `loginAs` when given) and both stopped after them.
 * Call it at the top of the file; the returned object is filled in before the first test runs.
 */
export function useShop(
  options: { env?: Record<string, string>; viewport?: { width: number; height: number }; loginAs?: string } = {},
): Shop {
  const shop = {} as Shop;
  beforeAll(async () => {
    shop.server = await startServer(options.env);
    shop.browser = await openBrowser(options.viewport);
    shop.page = shop.browser.page;
    if (options.loginAs) await login(shop.page, shop.server.url, options.loginAs);
  });
  afterAll(async () => {
    await shop.browser?.close();
    await shop.server?.stop();
  });
  return shop;
}
