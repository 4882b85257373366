import { describe, expect, it } from 'vitest';
import { visualOrder, visualPieces } from '../../src/services/pdf/arabic-text';

describe('Arabic text in visual order (Unicode bidi)', () => {
  it('reverses an Arabic phrase word by word and keeps a Latin number left to right', () => {
    expect(visualOrder('رقم INV-2041')).toBe('INV-2041 مقر');
    expect(visualOrder('فاتورة ضريبية')).toBe('ةيبيرض ةروتاف');
  });

  it('cuts a mixed line into pieces drawn from the left, Arabic pieces in logical order for the shaper', () => {
    expect(visualPieces('للعميل Mariam Khoury')).toEqual([
      { text: 'Mariam Khoury ', arabic: false },
      { text: 'للعميل', arabic: true },
    ]);
  });

  it('leaves English alone', () => {
    expect(visualPieces('Tax Invoice')).toEqual([{ text: 'Tax Invoice', arabic: false }]);
  });
});

describe('Arabic runs for text extraction', () => {
  it('keeps the words of an Arabic run together, so they are shaped and read back as one run', () => {
    expect(visualPieces('المبالغ بالدرهم الإماراتي AED')).toEqual([
      { text: 'AED ', arabic: false },
      { text: 'المبالغ بالدرهم الإماراتي', arabic: true },
    ]);
  });

  it('keeps a percentage reading "5%" inside Arabic, as on the English side', () => {
    expect(visualOrder('ضريبة القيمة المضافة 5%')).toBe('5% ةفاضملا ةميقلا ةبيرض');
  });

  it('keeps a separator that reads right to left apart from the number beside it, so it is read after it', () => {
    expect(visualPieces('المضافة 5% · شكراً').map((piece) => piece.text)).toEqual([' شكراً', '· ', '5% ', 'المضافة']);
  });
});
