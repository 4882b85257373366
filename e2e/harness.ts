import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser as Chromium, type BrowserContext, type Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD } from './demo';
import { startServer, type RunningServer } from './server';
import { takeServer } from './server-pool';
import { signInApi, type StaffApi } from './staff-api';

export { DEMO, DEMO_PASSWORD, startServer, type RunningServer };

const ROOT = path.resolve(import.meta.dirname, '..');
export const SCREENSHOT_DIR = path.join(ROOT, 'e2e', 'screenshots');
/** The two widths every screen is checked at. */
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Debian's Chromium, headless. */
async function launchChromium(): Promise<Chromium> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath))
    throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
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
}

/**
 * A fresh browser profile (its own cookies and storage, as a new browser has) on a running Chromium. `reducedMotion`:
 * the system asks for less motion, so dialogs, menus and lists open without their transitions (the tests' profiles:
 * docs/decisions/e2e-setup.md, "Reduced motion").
 */
async function newBrowser(
  engine: Chromium,
  viewport: { width: number; height: number } = DESKTOP,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<Browser> {
  const context = await engine.newContext({ viewport, acceptDownloads: true, reducedMotion });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page, close: () => context.close() };
}

/** A Chromium of its own with one fresh profile (scripts outside the tests, e.g. bench/); closing it ends Chromium. */
export async function openBrowser(viewport?: { width: number; height: number }): Promise<Browser> {
  const engine = await launchChromium();
  const browser = await newBrowser(engine, viewport);
  return { ...browser, close: () => engine.close() };
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
  // A whole page taken while scrolled shows the fixed header a second time, where the window was: taken from the top
  // (and put back where it was for the test's next step).
  // (Typed without the DOM library: the server's type check reads this file through bench/.)
  type Scrollable = { scrollY: number; scrollTo(x: number, y: number): void };
  const scrolled = await page.evaluate(() => {
    const view = globalThis as unknown as Scrollable;
    const at = view.scrollY;
    view.scrollTo(0, 0);
    return at;
  });
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  if (scrolled) await page.evaluate((y) => (globalThis as unknown as Scrollable).scrollTo(0, y), scrolled);
  return file;
}

export interface BrowserOptions {
  /** Desktop unless given. */
  viewport?: { width: number; height: number };
  /** Signed in through the login screen as this demo account, on the dashboard. */
  loginAs?: string;
}

export interface ShopOptions extends BrowserOptions {
  /** The server's environment on top of the demo defaults (e2e/server.ts). */
  env?: Record<string, string>;
  /** Signs this demo account in to the API for `shop.api` (data set up or checked without the screens). */
  api?: string;
  /** The server on the embedded database (PGlite) even when the run's servers use PostgreSQL (e2e/server.ts). */
  embedded?: boolean;
}

/** The running product and the browser a test file drives, filled in before its first test. */
export interface Shop {
  server: RunningServer;
  browser: Browser;
  page: Page;
  /** The API as the `api` account of `useShop` (throws when none was given). */
  api: StaffApi;
  /**
   * Another browser with a fresh profile (a phone, a visitor, a second person), on the test process's Chromium;
   * closed when the test closes it, or after the file.
   */
  openBrowser(options?: BrowserOptions): Promise<Browser>;
}

/**
 * The Chromium of the test process, launched by the first file that asks and shared by the files after it (the e2e
 * project runs every file in one process: vitest.config.ts). Each file has its own browser profiles (contexts) on it,
 * closed after the file; Chromium ends with the process. One that has crashed or closed is launched again.
 */
let sharedChromium: Promise<Chromium> | undefined;
async function testChromium(): Promise<Chromium> {
  const running = await sharedChromium?.catch(() => undefined);
  if (running?.isConnected()) return running;
  sharedChromium = launchChromium();
  return sharedChromium;
}

/**
 * The one way a test file starts the product: its own server (`env`, on a copy of the run's demo
 * data; taken from the run's pool of started servers when it needs no `env`) and its own browser
 * profiles on the test process's Chromium, a first browser at `viewport` (signed in as `loginAs` when
 * given) and an API session for `api`; the server and the file's browsers are stopped after the
 * file's tests. Call it at the top of the file; the returned object is filled in before the first
 * test runs.
 */
export function useShop(options: ShopOptions = {}): Shop {
  let engine: Chromium | undefined;
  /** The file's browser profiles, closed after the file (a test may have closed some already). */
  const opened = new Set<BrowserContext>();
  const open = async ({ viewport, loginAs }: BrowserOptions = {}): Promise<Browser> => {
    const browser = await newBrowser(engine!, viewport, 'reduce');
    opened.add(browser.context);
    if (loginAs) await login(browser.page, shop.server.url, loginAs);
    return browser;
  };
  const shop: Shop = {
    api: () => Promise.reject(new Error('useShop({ api }) names no account to call the API as')),
    openBrowser: open,
  } as unknown as Shop;
  beforeAll(async () => {
    // The server and Chromium start side by side: they wait for different things.
    const [server, launched] = await Promise.allSettled([
      takeServer(options.env, { embedded: options.embedded }),
      testChromium(),
    ]);
    if (server.status === 'fulfilled') shop.server = server.value;
    if (launched.status === 'fulfilled') engine = launched.value;
    for (const started of [server, launched]) if (started.status === 'rejected') throw started.reason;
    shop.browser = await open(options);
    shop.page = shop.browser.page;
    if (options.api) shop.api = await signInApi(shop.server.url, options.api);
  });
  afterAll(async () => {
    await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
    await shop.server?.stop();
  });
  return shop;
}
