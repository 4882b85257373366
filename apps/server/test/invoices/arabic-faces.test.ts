import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { fils } from '@shop/domain/money';
import * as fontkit from 'fontkit';
import { arabicFace, outline } from '../../src/services/pdf/arabic-font';
import { renderTaxInvoice } from '../../src/services/pdf/render-tax-invoice';
import { woffToSfnt } from '../../src/services/pdf/woff-to-sfnt';
import { pdfText } from './pdf-text';

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

describe('one parsed face shared by every document', () => {
  const invoice = (trn: string, number: string) =>
    renderTaxInvoice({
      shop: { name: 'Baseline Tennis Co', address: 'Al Wasl Road, Dubai', phone: '+971 4 000 0000', trn },
      invoiceNumber: number,
      issuedAt: new Date('2026-11-20T10:00:00Z'),
      customer: { name: 'مريم خوري' },
      details: [{ label: 'Invoice number', value: number }],
      lines: [
        {
          description: 'Restring',
          quantity: 1,
          unitPriceFils: fils(6667),
          netFils: fils(6667),
          vatFils: fils(333),
          totalFils: fils(7000),
        },
      ],
      subtotalFils: fils(6667),
      vatFils: fils(333),
      totalFils: fils(7000),
    });

  it('gives each of two documents made at once its own Arabic text, read back in reading order', async () => {
    const [first, second] = await Promise.all([
      invoice('100000000000001', 'INV-1'),
      invoice('100000000000002', 'INV-2'),
    ]);
    const [firstText, secondText] = await Promise.all([pdfText(first), pdfText(second)]);
    expect(firstText).toMatch(/TRN\s*100000000000001\s*الرقم الضريبي/);
    expect(secondText).toMatch(/TRN\s*100000000000002\s*الرقم الضريبي/);
    for (const text of [firstText, secondText]) {
      expect(text).toMatch(/فاتورة ضريبية/);
      expect(text).toContain('مريم خوري');
    }
    expect(secondText).not.toContain('100000000000001');
  });
});

describe('each Arabic text shaped once per process', () => {
  const fresh = (weight: number) => fontkit.create(woffToSfnt(readFileSync(woffFile(weight))));
  const shape = (font: fontkit.Font, text: string) => {
    const run = font.layout(text, ['rlig']);
    return { glyphs: run.glyphs.map((glyph) => glyph.id), positions: run.positions.map((p) => ({ ...p })) };
  };

  it.each([
    [400, false],
    [700, true],
  ])(
    'answers what a fresh face shapes, every time, however its last answer was changed (weight %i)',
    (weight, bold) => {
      const shared = arabicFace(bold);
      const unshared = fresh(weight);
      for (const text of PHRASES) {
        const expected = shape(unshared, text);
        const first = shared.layout(text, ['rlig']);
        // PDFKit scales the positions it is given in place: the next document must not get them scaled again.
        first.positions.forEach((position) => (position.xAdvance *= 1000));
        expect(shape(shared, text)).toEqual(expected);
        expect(shape(shared, text)).toEqual(expected);
      }
    },
  );

  it('gives PDFKit the same widths on the second document as on the first', () => {
    const widths = () => {
      const doc = new PDFDocument();
      doc.registerFont('Arabic', arabicFace(false) as unknown as Buffer);
      return PHRASES.map((text) =>
        doc
          .font('Arabic')
          .fontSize(12)
          .widthOfString(text, { features: ['rlig'] }),
      );
    };
    const reference = new PDFDocument();
    reference.registerFont('fresh', fresh(400) as unknown as Buffer);
    const expected = PHRASES.map((text) =>
      reference
        .font('fresh')
        .fontSize(12)
        .widthOfString(text, { features: ['rlig'] }),
    );
    expect(widths()).toEqual(expected);
    expect(widths()).toEqual(expected);
  });
});

describe("the Arabic dots and marks drawn from each glyph's outline", () => {
  it('writes the operators PDFKit writes for the outline as SVG, glyph by glyph', () => {
    const font = arabicFace(false);
    const glyphs = PHRASES.flatMap((text) => font.layout(text, ['rlig']).glyphs);
    const contents = (draw: (doc: PDFKit.PDFDocument, glyph: fontkit.Glyph) => void) => {
      const doc = new PDFDocument({ compress: false });
      for (const glyph of glyphs) draw(doc, glyph);
      const page = doc.page as unknown as { content: { buffer: Uint8Array[] } };
      return Buffer.concat(page.content.buffer).toString('latin1');
    };
    const expected = contents((doc, glyph) => doc.path(glyph.path.toSVG()).fill('#1d2329'));
    expect(expected).toMatch(/ m\n[\s\S]* (v|c)\n[\s\S]*\nh\n/);
    expect(contents((doc, glyph) => outline(doc, font, glyph).fill('#1d2329'))).toBe(expected);
  });
});
