import { afterEach, beforeEach, describe } from 'vitest';
import i18next from 'i18next';

/**
 * A group of tests that render in Arabic: each test starts with the language switched to Arabic
 * and ends with it back on English, so the next file starts as every other web test does.
 */
export function describeInArabic(title: string, tests: () => void) {
  describe(title, { timeout: 20_000 }, () => {
    beforeEach(async () => {
      await i18next.changeLanguage('ar');
    });
    afterEach(async () => {
      await i18next.changeLanguage('en');
    });
    tests();
  });
}
