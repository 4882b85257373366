import { COMMON_RACKETS, type CommonRacket } from './pattern';

/** What a racket product's name tells about its stringing: its pattern and head size, when known. */
export interface RacketDetails {
  pattern: string;
  head_size: number | null;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Words that may follow a common racket's brand and model in a product name and still name that
 * racket: a year (2024), a version (v14), a generation ("8th Gen"), the unit of a multi-racket
 * purchase ("(1 of 2)") and letters-only variants (Team, L, Lite, Tour...). Any other number (a
 * head size as in "Pure Drive 107", a weight) makes it another racket.
 */
function isVersionWord(word: string): boolean {
  return /^(19|20)\d\d$/.test(word) || /^v\d+$/.test(word) || /^\d+(st|nd|rd|th)$/.test(word) || /^\D+$/.test(word);
}

function matches(name: string[], racket: CommonRacket): boolean {
  const head = [...words(racket.brand), ...words(racket.model)];
  if (!head.every((word, i) => name[i] === word)) return false;
  const rest = name.slice(head.length);
  // "(1 of 2)": the unit of a purchase of several.
  const withoutUnit = rest.join(' ').replace(/\b\d+ of \d+\b/g, '');
  return words(withoutUnit).every(isVersionWord);
}

/**
 * The pattern and head size of a racket product (docs/decisions/customer-rackets.md): those of the
 * common racket it is (brand and model first, then only version words), else the pattern written
 * in the name ("Pure Strike 98 16x19 Gen 4"), else null.
 */
export function racketDetailsFromName(productName: string): RacketDetails | null {
  const name = words(productName);
  const common = COMMON_RACKETS.filter((r) => matches(name, r)).sort((a, b) => b.model.length - a.model.length)[0];
  if (common) return { pattern: common.pattern, head_size: common.head_size };
  const written = /\b(\d{2})x(\d{2})\b/i.exec(productName);
  return written ? { pattern: `${written[1]}x${written[2]}`, head_size: null } : null;
}
