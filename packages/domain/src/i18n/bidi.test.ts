import { describe, expect, it } from 'vitest';
import { isIsolateMark, ltr } from './bidi';

describe('left-to-right isolates', () => {
  it('wraps a value in LRI (U+2066) and PDI (U+2069), leaving the value as it is', () => {
    expect(ltr('Pure Aero 98')).toBe('\u2066Pure Aero 98\u2069');
    expect(ltr('')).toBe('\u2066\u2069');
    expect([...ltr('+971 4 123')].slice(1, -1).join('')).toBe('+971 4 123');
  });

  it('recognises the four isolate marks and nothing else', () => {
    for (const mark of ['\u2066', '\u2067', '\u2068', '\u2069']) expect(isIsolateMark(mark)).toBe(true);
    for (const other of ['a', '5', '%', 'م', '\u200e', '\u200f', '\u202a']) expect(isIsolateMark(other)).toBe(false);
    expect([...ltr('5%')].filter((char) => !isIsolateMark(char)).join('')).toBe('5%');
  });
});
