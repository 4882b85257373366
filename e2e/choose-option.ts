import type { Locator, Page } from 'playwright-core';
import { settled } from './page-rest';

/**
 * Chooses `option` in a Mantine Select, Autocomplete or Combobox whose input is `input`: waits until the page is at
 * rest (a dropdown opened while the page still moves can be closed or left behind by the shift), opens it (typing
 * `search` first for a searchable one), clicks the option and waits until the list has closed, the sign the choice
 * was taken. When the list closed or moved before the option could be clicked, the page is let settle and the
 * choice is made again, at most three times (docs/decisions/e2e-setup.md, "Choosing an option").
 */
export async function chooseOption(
  page: Page,
  input: Locator,
  option: string | RegExp,
  options: { search?: string; exact?: boolean } = {},
): Promise<void> {
  const choice = page.getByRole('option', { name: option, exact: options.exact }).first();
  for (let attempt = 1; ; attempt += 1) {
    await settled(page);
    await input.click();
    if (options.search !== undefined) await input.fill(options.search);
    try {
      await choice.click({ timeout: 10_000 });
      await choice.waitFor({ state: 'hidden', timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}
