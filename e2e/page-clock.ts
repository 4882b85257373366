import type { Page } from 'playwright-core';
import { ACCOUNT_PAGE_DELAYS_MS } from '@shop/domain/contracts/accounts';
import { PAYMENT_PAGE_DELAYS_MS } from '@shop/domain/contracts/payments';

export { ACCOUNT_PAGE_DELAYS_MS, PAYMENT_PAGE_DELAYS_MS };

/**
 * The payment pages' delays (3 s before the payment page, the waiting page's 5 s, 5 s before payment-success says
 * the information is missing) and the account screens' (register and reset-password on to /login) are the
 * product's and stay in the flows, but a test does not sit through them: the page runs on Playwright's clock,
 * installed before the flow with time running as usual, and the test moves it on by the delay once the waiting
 * page shows (`passDelay`). A move made before the page has set its timer leaves that timer to fire on time: slower,
 * never wrong. The clock stays installed for the file's later tests on that browser.
 */
export async function useTestClock(page: Page): Promise<void> {
  if (clocked.has(page)) return;
  await page.clock.install();
  clocked.add(page);
}
const clocked = new WeakSet<Page>();

/** Moves the page's clock on by `ms`, firing the timers that fall due (useTestClock first). */
export async function passDelay(page: Page, ms: number): Promise<void> {
  await page.clock.fastForward(ms);
}

/** "Redirecting to the payment page." shown after Proceed to Pay or I Agree, then its 3 s passed. */
export async function passPaymentRedirect(page: Page): Promise<void> {
  await page.getByText('Redirecting to the payment page.').waitFor();
  await passDelay(page, PAYMENT_PAGE_DELAYS_MS.paymentRedirect);
}

/** The waiting page shown, then its 5 s passed: it moves on to payment-success. */
export async function passWaitingPage(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Waiting for payment' }).waitFor();
  await passDelay(page, PAYMENT_PAGE_DELAYS_MS.waitingPage);
}
