import type { Page } from 'playwright-core';
import { PHONE, screenshot } from './harness';

/** Waits until the page is at rest: fonts loaded, no CSS transition or animation running, two frames painted. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      document.getAnimations().every((a) => a.playState !== 'running') &&
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
