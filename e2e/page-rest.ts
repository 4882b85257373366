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
  await settled(page);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await settled(page);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
  await settled(page);
}
