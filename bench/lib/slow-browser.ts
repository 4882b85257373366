import type { CDPSession, Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, openBrowser, type RunningServer } from '../../e2e/harness';

/**
 * A browser signed in to `server` as the demo staff member (its token set as the login screen would), its CPU slowed
 * `rate` times by DevTools (Emulation.setCPUThrottlingRate): the web benchmarks' slow device.
 */
export async function signedInSlowBrowser(
  server: RunningServer,
  rate: number,
): Promise<{ page: Page; cdp: CDPSession; close(): Promise<void> }> {
  const browser = await openBrowser();
  const { page, context } = browser;
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.staff, password: DEMO_PASSWORD }),
  });
  const { token, role } = (await login.json()) as { token: string; role: string };
  await page.goto(`${server.url}/login`);
  await page.evaluate(
    `localStorage.setItem('adminToken', ${JSON.stringify(token)}); localStorage.setItem('adminRole', ${JSON.stringify(role)})`,
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page, cdp, close: () => browser.close() };
}
