import { describe, expect, it } from 'vitest';
import { visualOrder, visualPieces } from '../../src/services/pdf/arabic-text';
import { AR_FOOTER, ARABIC_LABELS } from '../../src/services/pdf/arabic-labels';
import { AR_CASH_UP, CASH_UP_ARABIC_LABELS } from '../../src/services/pdf/cash-up-labels';

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

describe('the Arabic labels of the English-first pages (invoices, credit notes, cash-up)', () => {
  it('are words only: a number, a Latin word or a bracket beside Arabic is read out of order by pdftotext', () => {
    const labels = [
      ...Object.values(ARABIC_LABELS),
      ...Object.values(AR_FOOTER),
      ...Object.values(CASH_UP_ARABIC_LABELS),
      ...Object.values(AR_CASH_UP),
    ];
    expect(labels.length).toBeGreaterThan(40);
    // Arabic letters, vowel marks, spaces, the Arabic comma and the tatweel of "بـ".
    const wordsOnly = /^(?:[\u0621-\u064a\u0640\u060c ]|\p{Mn})+$/u;
    expect(labels.filter((label) => !wordsOnly.test(label))).toEqual([]);
  });
});
