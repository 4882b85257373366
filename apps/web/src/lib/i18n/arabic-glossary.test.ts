import { describe, expect, it } from 'vitest';
import glossary from '../../../../../docs/decisions/arabic-glossary.md?raw';

/**
 * One Arabic vocabulary (docs/decisions/arabic-glossary.md): no word of the glossary's Avoid column may appear in
 * any Arabic text of the product: the web app's Arabic locales and sources, the domain's sources (its message
 * catalogue, the reminder text) and the server's sources (emails, WhatsApp texts, PDF labels, the payment page).
 */
const texts: Record<string, string> = {
  ...import.meta.glob<string>('../../locales/ar/*.json', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>(['../../../../../packages/domain/src/**/*.ts', '!**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>(['../../../../server/src/**/*.ts', '!**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

/** Arabic diacritics (tanween, harakat, shadda, sukun, superscript alef) and the tatweel are not part of a word. */
const DIACRITICS = /[\u064B-\u0652\u0670\u0640]/g;
const plain = (text: string): string => text.replace(DIACRITICS, '');
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Avoid {
  word: string;
  pattern: RegExp;
}

/** The Avoid column of the glossary's table: words separated by " · ", a `/…/` word is a regular expression. */
function avoidedWords(markdown: string): Avoid[] {
  const rows = markdown.split('\n').filter((line) => line.startsWith('|'));
  const words: Avoid[] = [];
  for (const row of rows.slice(2)) {
    const cells = row.split(/(?<!\\)\|/).map((cell) => cell.trim().replaceAll('\\|', '|'));
    for (const word of (cells[3] ?? '').split(' · ').map((w) => w.trim())) {
      if (word === '') continue;
      const source = word.startsWith('/') && word.endsWith('/') ? plain(word.slice(1, -1)) : escape(plain(word));
      words.push({ word, pattern: new RegExp(source, 'u') });
    }
  }
  return words;
}

describe('the Arabic glossary', () => {
  const words = avoidedWords(glossary);

  it('reads its Avoid column, plain words and expressions alike, diacritics ignored', () => {
    expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['التوتير', 'طاولة الشدّ', 'مشرف', 'إيميل']));
    const shop = words.find((w) => w.word.includes('المتجر'))!.pattern;
    expect(shop.test('الدفع في المتجر')).toBe(true);
    expect(shop.test('لا يوجد في المتجر الإلكتروني عميل')).toBe(false);
    expect(words.find((w) => w.word === 'طاولة الشدّ')!.pattern.test(plain('طاولة الشد'))).toBe(true);
  });

  it('no Arabic text uses an avoided word', () => {
    const paths = Object.keys(texts);
    expect(paths.filter((p) => p.includes('/locales/ar/')).length).toBeGreaterThan(20);
    expect(paths.filter((p) => p.includes('/packages/domain/src/i18n/messages-ar')).length).toBeGreaterThan(5);
    expect(paths.filter((p) => p.includes('/server/src/services/jobs/ready-message-ar')).length).toBe(1);
    const found: string[] = [];
    for (const [path, text] of Object.entries(texts)) {
      plain(text)
        .split('\n')
        .forEach((line, index) => {
          for (const { word, pattern } of words) {
            if (pattern.test(line)) found.push(`${path}:${index + 1}: "${word}" in ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });
});
