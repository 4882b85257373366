import { describe, expect, it } from 'vitest';
import { visualOrder, visualPieces } from '../../src/services/pdf/arabic-text';

describe('Arabic text in visual order (Unicode bidi)', () => {
  it('reverses an Arabic phrase word by word and keeps a Latin number left to right', () => {
    expect(visualOrder('رقم INV-2041')).toBe('INV-2041 مقر');
    expect(visualOrder('فاتورة ضريبية')).toBe('ةيبيرض ةروتاف');
  });

  it('cuts a mixed line into pieces drawn from the left, Arabic pieces in logical order for the shaper', () => {
    expect(visualPieces('للعميل Mariam 5%')).toEqual([
      { text: 'Mariam 5% ', arabic: false },
      { text: 'للعميل', arabic: true },
    ]);
  });

  it('leaves English alone', () => {
    expect(visualPieces('Tax Invoice')).toEqual([{ text: 'Tax Invoice', arabic: false }]);
  });
});
