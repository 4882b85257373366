/**
 * How much string a job uses (issue 15: stock and reports share this one rule). Lengths are integer
 * centimetres, never floats. A full job's length depends on the racket's pattern: the shop configures
 * lengths per pattern (STRING_LENGTHS, for example "16x19:1100,18x20:1200"); a pattern not listed uses the
 * nearest rule: 18 or more mains → the 18x20 length, otherwise the 16x19 length. Mains and crosses take half
 * each, so a hybrid draws half from each string.
 */
export type StringLengths = Readonly<Record<string, number>>;

export const DEFAULT_STRING_LENGTHS: StringLengths = { '16x19': 1100, '18x20': 1200 };

export function jobLengthCm(pattern: string, lengths: StringLengths = DEFAULT_STRING_LENGTHS): number {
  const exact = lengths[pattern];
  if (exact !== undefined) return exact;
  const mains = Number(/^(\d{2})x\d{2}$/.exec(pattern)?.[1] ?? 16);
  return mains >= 18
    ? (lengths['18x20'] ?? DEFAULT_STRING_LENGTHS['18x20']!)
    : (lengths['16x19'] ?? DEFAULT_STRING_LENGTHS['16x19']!);
}

/** The mains' and the crosses' share of a job's length (the mains take the odd centimetre). */
export function splitMainsCrosses(totalCm: number): { mains: number; crosses: number } {
  const crosses = Math.floor(totalCm / 2);
  return { mains: totalCm - crosses, crosses };
}

/** Parses STRING_LENGTHS ("16x19:1100,18x20:1200", centimetres); throws a readable error on a bad entry. */
export function parseStringLengths(text: string | undefined): StringLengths {
  if (!text?.trim()) return DEFAULT_STRING_LENGTHS;
  const out: Record<string, number> = { ...DEFAULT_STRING_LENGTHS };
  for (const entry of text.split(',')) {
    const match = /^\s*(\d{2}x\d{2})\s*:\s*(\d{3,4})\s*$/.exec(entry);
    if (!match) throw new Error(`STRING_LENGTHS: "${entry.trim()}" is not pattern:centimetres, e.g. 16x19:1100`);
    out[match[1]!] = Number(match[2]);
  }
  return out;
}
