import { describe, expect, it } from 'vitest';
import { MESSAGES_AR, MESSAGE_PATTERNS_AR } from './messages-ar';
import { hasArabic, translateMessage } from './translate';

declare global {
  interface ImportMeta {
    glob<T>(patterns: string | string[], options: { eager: true; query?: string; import?: string }): Record<string, T>;
  }
}

/** Every domain module (the i18n folder itself aside), loaded by Vite at test time. */
const MODULES = import.meta.glob<Record<string, unknown>>(['../**/*.ts', '!../**/*.test.ts', '!./**'], {
  eager: true,
});
/** The source text of the contracts and policies, for the sentences written inline. */
const SOURCES = import.meta.glob<string>(
  ['../contracts/*.ts', '!../**/*.test.ts', '../policies.ts', '../password-strength.ts'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

/** Sample arguments of the messages built from values; a new function message needs a line here. */
const SAMPLES: Record<string, unknown[]> = {
  'ENTITLEMENT_MESSAGES.expired': ['2026-03-01'],
  'ENTITLEMENT_MESSAGES.beforePurchase': ['2026-03-01'],
  'ENTITLEMENT_MESSAGES.tooSoon': ['2026-03-01'],
  'JOB_STAGE_MESSAGES.sameStage': ['ready'],
  'JOB_STAGE_MESSAGES.final': ['collected'],
  'JOB_STAGE_MESSAGES.notAllowed': ['received', 'collected'],
  'TURNAROUND_MESSAGES.mixed': ['Babolat Pure Aero'],
  'COMPLETE_INSTORE_MESSAGES.amountMustEqualDue': [12500],
  'INSTORE_PAYMENT_MESSAGES.overBalance': [12500],
  'JOB_MESSAGES.balanceDue': [12500],
  'BOOKING_MESSAGES.balanceDueBeforeComplete': [12500],
  'JOB_MESSAGES.stageMoved': ['Ready for pickup'],
  'PURCHASE_MESSAGES.saved': [3],
  'STORE_INVOICE_REPLACEMENT_MESSAGES.alreadyReplaced': ['INV-1001', 'INV-1001-R1'],
  'STORE_INVOICE_REPLACEMENT_MESSAGES.replaces': ['INV-1001'],
  'STORE_INVOICE_REPLACEMENT_MESSAGES.replacedBy': ['INV-1001-R1'],
  'STOCK_MESSAGES.outOfStock': ['Solinco Tour Bite 1.25'],
  'STOCK_MESSAGES.lowMessage': ['Solinco Tour Bite 1.25', '19.00'],
};

/** Every exported message and label constant of the domain: `{ where, english }`. */
function domainMessages(): { where: string; english: string }[] {
  const found: { where: string; english: string }[] = [];
  const collect = (where: string, value: unknown): void => {
    if (typeof value === 'string') found.push({ where, english: value });
    else if (typeof value === 'function') {
      const args = SAMPLES[where];
      if (!args) found.push({ where, english: `(no sample arguments for ${where} in messages-ar.test.ts)` });
      else collect(where, (value as (...a: unknown[]) => unknown)(...args));
    } else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) collect(`${where}.${key}`, inner);
  };
  for (const module of Object.values(MODULES)) {
    for (const [name, value] of Object.entries(module)) if (/(^|_)(MESSAGES|LABELS)$/.test(name)) collect(name, value);
  }
  return found;
}

/** The sentences written inline in the Zod contracts and policies (`.min(1, 'Enter …')`, `reason: '…'`). */
function inlineSentences(): { where: string; english: string }[] {
  return Object.entries(SOURCES).flatMap(([file, text]) =>
    [...text.matchAll(/'((?:[^'\\\n]|\\.)*[a-z](?:[^'\\\n]|\\.)*[.!?])'/g)]
      .map((m) => m[1]!.replace(/\\'/g, "'"))
      .filter((english) => /\s/.test(english) && !english.startsWith('./'))
      .map((english) => ({ where: file, english })),
  );
}

describe('the Arabic message catalogue', () => {
  it('has Arabic for every message and label the domain exports', () => {
    const messages = domainMessages();
    expect(messages.length).toBeGreaterThan(300);
    const missing = messages.filter(({ english }) => !hasArabic(english));
    expect(missing).toEqual([]);
  });

  it('has Arabic for every sentence written inline in the contracts and policies', () => {
    const sentences = inlineSentences();
    expect(sentences.length).toBeGreaterThan(100);
    const missing = sentences.filter(({ english }) => !hasArabic(english));
    expect(missing).toEqual([]);
  });

  it('keeps English unchanged and falls back to it for an unknown message', () => {
    expect(translateMessage('Not found.', 'en')).toBe('Not found.');
    expect(translateMessage('A sentence nobody wrote.', 'ar')).toBe('A sentence nobody wrote.');
  });

  it('fills a template with its values, translating a label inside', () => {
    expect(translateMessage('This job is already ready for pickup.', 'ar')).toBe(
      `${MESSAGE_PATTERNS_AR['This job is already {stage}.']!.replace('{stage}', MESSAGES_AR['Ready for pickup']!)}`,
    );
    expect(translateMessage('The amount must equal the amount due: AED 125.00.', 'ar')).toContain('AED 125.00');
  });

  it('writes every pattern value in its Arabic', () => {
    for (const [english, arabic] of Object.entries(MESSAGE_PATTERNS_AR))
      for (const name of english.match(/\{[a-zA-Z]+\}/g) ?? []) expect(arabic, english).toContain(name);
  });
});
