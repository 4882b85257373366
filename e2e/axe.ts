import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { DESKTOP, PHONE, screenshot } from './harness';
import { controlsOutsideTheirCard, settled } from './page-rest';

/**
 * axe's WCAG 2 A and AA rules on the page as it is, violations only: the elements that pass, or to which a rule does
 * not apply, are not collected and sent back (a fifth of each audit's time). `options` before `withTags`: it
 * replaces every option, the rules to run included. Legacy mode: `axe.run` in the page itself. The default runs
 * each frame's part, then opens a blank page, loads axe again in it and merges the parts there: on the product's
 * pages (no cross-origin frame) that added ~850 of ~1,550 ms to each audit, about a minute and a half of the
 * browser tests' ~100 audits (docs/decisions/ci-speed.md, "The audits in the page").
 */
export function wcagAudit(page: Page) {
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa'])
    .setLegacyMode(true)
    .analyze();
}

/** The serious and critical WCAG 2 A/AA violations of the page at rest, one line each (rule, help, elements). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await settled(page);
  const result = await wcagAudit(page);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')}`,
    );
}

/**
 * The serious violations at desktop width and then at phone width; the page is left at desktop width. For a state
 * only a flow reaches (a dialog, a page only an emailed link opens), in English (docs/decisions/ci-speed.md,
 * "Which test audits what").
 */
export async function auditBothWidths(page: Page): Promise<string[]> {
  const desktop = await seriousAxeViolations(page);
  await page.setViewportSize(PHONE);
  const phone = await seriousAxeViolations(page);
  // At rest before the test's next click: the bench's Start, clicked while its phone card turned back into a table
  // row, was lost (stringing-job.test.ts failed so).
  await page.setViewportSize(DESKTOP);
  await settled(page);
  return [...desktop, ...phone];
}

/**
 * Looks at the current screen the way a person checking it would: a screenshot at desktop and at phone width
 * (e2e/screenshots/<name>-desktop|phone.png), an axe audit at desktop width unless `audit: false` (a screen audited
 * elsewhere: docs/decisions/ci-speed.md, "Which test audits what"), and at phone width the cheap checks: how wide
 * the page is (wider than the phone means something is cut off or scrolls sideways) and every control inside its
 * card. Back at desktop after.
 */
export async function lookAtBothWidths(
  page: Page,
  name: string,
  { audit = true }: { audit?: boolean } = {},
): Promise<{ violations: string[]; phoneOverflow: number }> {
  await settled(page);
  await screenshot(page, `${name}-desktop`);
  const desktop = audit ? await seriousAxeViolations(page) : [];
  await page.setViewportSize(PHONE);
  await settled(page);
  await screenshot(page, `${name}-phone`);
  const outside = (await controlsOutsideTheirCard(page)).map((name) => `control outside its card: ${name}`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.setViewportSize(DESKTOP);
  await settled(page);
  return { violations: [...desktop, ...outside], phoneOverflow: Math.max(0, width - PHONE.width) };
}
