import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes RFC 4180 with a byte order mark that a CSV reader reads back unchanged', () => {
    const rows = [
      ['String', 'Jobs', 'Metres'],
      ['Wilson "Champion\'s Choice", Duo', 3, 33],
      ['سالم\nAl Marri', 1, 5.5],
    ];
    const text = toCsv(rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('"Wilson ""Champion\'s Choice"", Duo"');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text, { bom: true })).toEqual(rows.map((r) => r.map(String)));
  });

  it('writes hostile text as text: a formula is prefixed with a quote, numbers stay numbers', () => {
    const rows = [
      ['String', 'Jobs', 'Metres'],
      ['=HYPERLINK("http://evil.test","x")', 2, -1.5],
      ['-2+3', 1, 5],
      ['@SUM(A1)', 1, 5],
    ];
    expect(parse(toCsv(rows), { bom: true })).toEqual([
      ['String', 'Jobs', 'Metres'],
      ['\'=HYPERLINK("http://evil.test","x")', '2', '-1.5'],
      ["'-2+3", '1', '5'],
      ["'@SUM(A1)", '1', '5'],
    ]);
  });
});
