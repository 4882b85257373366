import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { DESKTOP, PHONE, screenshot } from './harness';
import { controlsOutsideTheirCard, settled } from './page-rest';

/** The serious and critical WCAG 2 A/AA violations of the page at rest, one line each (rule, help, elements). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await settled(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')}`,
    );
}

/** The serious violations at desktop width and then at phone width; the page is left at desktop width. */
export async function auditBothWidths(page: Page): Promise<string[]> {
  const desktop = await seriousAxeViolations(page);
  await page.setViewportSize(PHONE);
  const phone = await seriousAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  return [...desktop, ...phone];
}

/**
 * Looks at the current screen the way a person checking it would: a screenshot at desktop and at phone
 * width (e2e/screenshots/<name>-desktop|phone.png), an axe audit at both, and how wide the page is at
 * phone width (wider than the phone means something is cut off or scrolls sideways). Back at desktop after.
 */
export async function lookAtBothWidths(
  page: Page,
  name: string,
): Promise<{ violations: string[]; phoneOverflow: number }> {
  await settled(page);
  await screenshot(page, `${name}-desktop`);
  const desktop = await seriousAxeViolations(page);
  await page.setViewportSize(PHONE);
  await settled(page);
  await screenshot(page, `${name}-phone`);
  const phone = await seriousAxeViolations(page);
  const outside = (await controlsOutsideTheirCard(page)).map((name) => `control outside its card: ${name}`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.setViewportSize(DESKTOP);
  await settled(page);
  return { violations: [...desktop, ...phone, ...outside], phoneOverflow: Math.max(0, width - PHONE.width) };
}
