import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO, login, useShop } from '../harness';
import { loaded } from '../page-rest';
import { gzipSize, screenScripts } from '../web-bundle';

const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
// Issue 9's target (docs/decisions/ci-speed.md, "The login budget: 150 kB reached").
const LOGIN_BUDGET_BYTES = 150 * 1024;
/** Whether a script carries Zod's core: the chunk that does defines its schema classes under `_zod`. */
const carriesZod = (file: string) => readFileSync(path.join(webDist, file), 'utf8').includes('_zod');

/** A size budget (bytes, not time): what a first visit to /login downloads. Needs "npm run build". */
describe('the web build', () => {
  it('sends at most 150 kB of gzipped JavaScript to open /login', () => {
    const files = screenScripts(webDist, 'src/features/auth/routes/login.tsx');
    const sizes = files.map((file) => [file, gzipSize(webDist, file)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const report = sizes.map(([file, size]) => `${(size / 1024).toFixed(1)} kB ${file}`).join('\n');
    expect(total, `login JS is ${(total / 1024).toFixed(1)} kB gzip:\n${report}`).toBeLessThanOrEqual(
      LOGIN_BUDGET_BYTES,
    );
    // The dashboard's frame, its route table with the role guards, and the dialogs are not part of it.
    expect(files.filter((f) => /dashboard-layout|session-routes|modals/i.test(f))).toEqual([]);
  });

  it("opens Manage Customers without the contracts' schemas or a dialog's form (they load when a dialog opens)", () => {
    const files = [
      ...screenScripts(webDist, 'src/app/session-routes.tsx'),
      ...screenScripts(webDist, 'src/app/layout/dashboard-layout.tsx'),
      ...screenScripts(webDist, 'src/app/counter/manage-customers.tsx'),
    ];
    expect([...new Set(files)].filter(carriesZod)).toEqual([]);
    expect(files.filter((f) => /add-customer-modal|walk-in-modal/.test(f))).toEqual([]);
  });

  it('writes brotli and gzip copies of every script of at least 1 kB, and of index.html', () => {
    const files = [...screenScripts(webDist, 'src/features/auth/routes/login.tsx'), 'index.html'].filter(
      (f) => statSync(path.join(webDist, f)).size >= 1024,
    );
    expect(files.length).toBeGreaterThan(3);
    const missing = files
      .flatMap((f) => ['.br', '.gz'].map((ext) => `${f}${ext}`))
      .filter((f) => !existsSync(path.join(webDist, f)));
    expect(missing).toEqual([]);
  });
});

const shop = useShop();

/** What a first visit to /login really downloads, as the browser asked for it (issue 34): not only the build's list. */
describe('a first visit to /login in the browser', () => {
  it('requests at most 150 kB of gzipped JavaScript before the page is idle', async () => {
    const { page } = shop;
    await page.goto(`${shop.server.url}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await loaded(page);
    // Once the browser is idle, whatever the page fetches on its own (a prefetch, a lazy chunk) has been asked for.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );
    const files = [...new Set(scripts.map((pathname) => pathname.slice(1)))].sort();
    const sizes = files.map((file) => [file, gzipSize(webDist, file)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const report = sizes.map(([file, size]) => `${(size / 1024).toFixed(1)} kB ${file}`).join('\n');
    console.log(`/login in the browser: ${(total / 1024).toFixed(1)} kB of gzipped JavaScript\n${report}`);
    expect(files.length).toBeGreaterThan(0);
    expect(total, `login JS is ${(total / 1024).toFixed(1)} kB gzip:\n${report}`).toBeLessThanOrEqual(
      LOGIN_BUDGET_BYTES,
    );
  });
});

/** Scripts the page has fetched so far (their paths without the leading slash). */
async function fetchedScripts(page: typeof shop.page): Promise<string[]> {
  const paths = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
  return [...new Set(paths.map((pathname) => pathname.slice(1)))];
}

describe('Manage Customers in the browser', () => {
  it('loads none of the booking flow with the list; a Restring about to be clicked fetches its start', async () => {
    const { page } = shop;
    await login(page, shop.server.url, DEMO.staff);
    await page.goto(`${shop.server.url}/dashboard/manage-customer`);
    const restring = page.getByRole('button', { name: /^Restring/ }).first();
    await restring.waitFor();
    await loaded(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const withList = await fetchedScripts(page);
    expect(withList.some((file) => /manage-customers/.test(file))).toBe(true);
    // Neither the restring's start nor "Same as last time" (shown only on a narrowed search), nor Zod's schemas.
    expect(withList.filter((file) => /start-restring|same-as-last/.test(file) || carriesZod(file))).toEqual([]);

    await restring.hover();
    await expect
      .poll(async () => (await fetchedScripts(page)).filter((file) => /start-restring/.test(file)).length)
      .toBe(1);
  });
});
