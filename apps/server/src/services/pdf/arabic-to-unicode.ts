import type { Doc } from './layout';

/**
 * What a PDF text extractor reads for each Arabic glyph (docs/decisions/bilingual-invoices.md).
 *
 * Noto Sans Arabic draws a joined letter as a dotless base glyph plus its dots as separate mark glyphs,
 * so one glyph (the dotless medial tooth) stands for ب, ت, ث, ن and ي. fontkit keeps the letter of the
 * first use of a glyph and PDFKit writes one letter per glyph into the font's ToUnicode map, so later
 * letters sharing the shape were read back as the first one (فاتورة as فايورة), and the dot glyphs had no
 * letter and came back as control characters. This gives every (glyph, letter) pair its own code in the
 * embedded subset (the same outline, copied), and leaves the dots (no letter, no advance) out of the text:
 * drawArabicMarks (arabic-font.ts) draws them as shapes. Written as text, a dot had to map to some character,
 * and pdftotext kept any such character (a zero-width joiner) and cut the word there ("فات ور ة").
 */

interface Glyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

interface Position {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth?: number;
}

interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): Glyph;
  glyphForCodePoint(codePoint: number): Glyph;
}

interface EmbeddedFont {
  font: FontkitFont;
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
}

const ZERO_WIDTH_JOINER = 0x200d;
const PATCHED = Symbol('arabic-to-unicode');

const sameLetters = (a: number[], b: number[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** fontkit's glyphs, each carrying the letters of this use rather than of the glyph's first use. */
function keepLettersPerUse(font: FontkitFont & { [PATCHED]?: true }): void {
  if (font[PATCHED]) return; // one font serves every document (arabic-font.ts): wrapped once
  font[PATCHED] = true;
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (!codePoints || sameLetters(glyph.codePoints, codePoints)) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints } }) as Glyph;
  };
}

/**
 * The glyphs written as text, each with the letters it stands for. The dots (no letter, no advance) are left out.
 * A vowel mark (tanween, damma, shadda...) is written as an empty zero-width glyph carrying the mark, at the left
 * edge of its letter: drawn as the font places it, with its own offsets, pdftotext put it apart from the word
 * ("شكرا ً") or started a new line at it, and mapped onto its letter pdf.js took the letter for zero-width and cut
 * the word before it. drawArabicMarks draws the marks' shapes. The run is in visual order: a mark comes before
 * its letter, and both extractors turn the run back to reading order.
 */
export function textGlyphs(laidOut: { glyphs: Glyph[]; positions: unknown[] }, blank: Glyph) {
  const kept: { glyph: Glyph; position: Position; letters: number[] }[] = [];
  laidOut.glyphs.forEach((glyph, i) => {
    const position = laidOut.positions[i] as Position;
    if (position.xAdvance === 0 && isMarkGlyph(glyph)) {
      if (glyph.codePoints.length)
        kept.push({
          glyph: blank,
          position: { ...position, xOffset: 0, yOffset: 0, advanceWidth: 0 },
          letters: glyph.codePoints,
        });
      return;
    }
    kept.push({ glyph, position, letters: glyph.codePoints.length ? glyph.codePoints : [ZERO_WIDTH_JOINER] });
  });
  return kept;
}

/** A dot (no letter) or a vowel mark (only combining marks): drawn as a shape by drawArabicMarks, never as text. */
export const isMarkGlyph = (glyph: Pick<Glyph, 'codePoints'>) => glyph.codePoints.every(isMark);
const isMark = (code: number) => /\p{Mn}/u.test(String.fromCodePoint(code));

/** PDFKit's encode, with one subset code per (glyph, letters) pair instead of one per glyph. */
function codePerLetter(embedded: EmbeddedFont): void {
  const codes = new Map<string, number>();
  embedded.encode = (text, features) => {
    const kept = textGlyphs(embedded.layout(text, features), embedded.font.glyphForCodePoint(0x20));
    const positions = kept.map(({ position }) => position);
    const encoded = kept.map(({ glyph, letters }) => {
      const key = `${glyph.id}:${letters.join(',')}`;
      let code = codes.get(key);
      if (code === undefined) {
        const first = embedded.subset.includeGlyph(glyph.id);
        code = embedded.unicode[first] == null ? first : embedded.subset.glyphs.push(glyph.id) - 1;
        codes.set(key, code);
        embedded.widths[code] = letters.some(isMark) ? 0 : glyph.advanceWidth * embedded.scale;
        embedded.unicode[code] = letters;
      }
      return `0000${code.toString(16)}`.slice(-4);
    });
    return [encoded, positions];
  };
}

/** Applies both fixes to the named registered font of the document (once per document and font). */
export function mapArabicLetters(doc: Doc, name: string): void {
  doc.font(name);
  const embedded = (doc as unknown as { _font: EmbeddedFont & { [PATCHED]?: true } })._font;
  if (embedded[PATCHED]) return;
  keepLettersPerUse(embedded.font);
  codePerLetter(embedded);
  embedded[PATCHED] = true;
}
