import type { Page } from 'playwright-core';
import { PHONE, screenshot } from './harness';

/**
 * Waits until the page is at rest: fonts loaded, no CSS transition or finite animation running, two frames painted.
 * A looping animation (a loader's spin) never ends, so it is not waited for: waiting for it only waited for the
 * screen to change (the payment pages' spinners held an audit 5-10 s each).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity) &&
      new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
  );
}

/** Screenshots the current screen at desktop and at phone width (looked at by people), then goes back to desktop. */
export async function screenshotBothWidths(
  page: Page,
  name: string,
  desktop: { width: number; height: number },
): Promise<void> {
  // From desktop width whatever the page was at (a "-desktop" shot taken at phone width told people nothing).
  await page.setViewportSize(desktop);
  await settled(page);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await settled(page);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
  await settled(page);
}

/**
 * The buttons and links that stick out of the card (an `article`) they belong to, by name: on a phone a row of
 * actions too wide for its card is cut off at the card's edge (the stock list's Ledger button was). 1 px of slack.
 */
export async function controlsOutsideTheirCard(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const outside: string[] = [];
    for (const card of Array.from(document.querySelectorAll('article'))) {
      const box = card.getBoundingClientRect();
      for (const control of Array.from(card.querySelectorAll('button, a[href]'))) {
        const r = control.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < box.left - 1 || r.right > box.right + 1)
          outside.push(control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
      }
    }
    return outside;
  });
}
