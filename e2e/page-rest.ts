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

/** What the app shows while it reads: a loading state's loader, a list's skeleton, a region marked busy. */
const LOADING = '[role="status"] .mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]';

/**
 * Waits until the screen has what it was reading: no loading indicator left (the app shows one for every read
 * a screen waits on), then at rest (settled). Unlike the network going idle, this waits for what the user sees,
 * not for requests (a background refetch or a polling call never made a screen "not loaded").
 */
export async function loaded(page: Page): Promise<void> {
  await page.waitForFunction((selector) => !document.querySelector(selector), LOADING);
  await settled(page);
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
