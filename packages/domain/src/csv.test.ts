import { describe, expect, it } from 'vitest';
import { safeCsvText } from './csv';

describe('safeCsvText', () => {
  it.each([
    ['=HYPERLINK("http://evil.test","Click")', '\'=HYPERLINK("http://evil.test","Click")'],
    ['-2+3', "'-2+3"],
    ['+971 50 123 4567', "'+971 50 123 4567"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('prefixes a cell that a spreadsheet would read as a formula: %j', (hostile, safe) => {
    expect(safeCsvText(hostile)).toBe(safe);
  });

  it('leaves ordinary names and text as they are, a formula sign inside the text included', () => {
    for (const text of ['Salem Al Marri', 'سالم "Sam", Al Marri', 'RPM Blast 1.25 / ALU Power', 'A-B = C', ''])
      expect(safeCsvText(text)).toBe(text);
  });

  it('removes bidirectional override and isolate controls, also when they hide a formula sign', () => {
    expect(safeCsvText('Ali\u202Egnp.exe')).toBe('Alignp.exe');
    expect(safeCsvText('\u2066=1+1\u2069')).toBe("'=1+1");
  });
});
