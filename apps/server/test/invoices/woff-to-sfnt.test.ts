import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from '../../src/services/pdf/woff-to-sfnt';

const woffFile = (weight: number) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff`,
  );

const PHRASES = ['فاتورة ضريبية', 'ضريبة القيمة المضافة 5%', 'الرقم الضريبي 100123456700003', 'تركيب الأوتار'];

describe('the Arabic faces unpacked from WOFF once per process', () => {
  it.each([400, 700])('lays out Arabic exactly as the WOFF file does (weight %i)', (weight) => {
    const woff = readFileSync(woffFile(weight));
    const doc = new PDFDocument();
    doc.registerFont('packed', woff);
    doc.registerFont('unpacked', woffToSfnt(woff));
    const widths = (font: string) =>
      PHRASES.map((text) =>
        doc
          .font(font)
          .fontSize(12)
          .widthOfString(text, { features: ['rlig'] }),
      );
    expect(widths('unpacked')).toEqual(widths('packed'));
    expect(widths('unpacked').every((width) => width > 20)).toBe(true);
  });

  it('keeps the font type and every table of the WOFF directory', () => {
    const woff = readFileSync(woffFile(400));
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    const tags = Array.from({ length: sfnt.readUInt16BE(4) }, (_, i) =>
      sfnt.toString('latin1', 12 + i * 16, 16 + i * 16),
    );
    expect(tags).toEqual(expect.arrayContaining(['GSUB', 'cmap', 'glyf', 'head', 'hmtx']));
  });

  it('refuses a file that is not a WOFF font', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 is not WOFF 1.0, nor is this'))).toThrow('Not a WOFF 1.0 font');
  });
});
