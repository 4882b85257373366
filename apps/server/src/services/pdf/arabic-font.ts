import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import type { Font, Glyph } from 'fontkit';
import { lazyPackage } from '../../lib/lazy-package';
import { isMarkGlyph, mapArabicLetters } from './arabic-to-unicode';
import { hasArabic, visualPieces, type TextPiece } from './arabic-text';
import type { Doc } from './layout';
import { woffToSfnt } from './woff-to-sfnt';

const fontkit = lazyPackage<typeof Fontkit>('fontkit');

const FILES = { regular: 'noto-sans-arabic-arabic-400-normal.woff', bold: 'noto-sans-arabic-arabic-700-normal.woff' };

/** The font file, from the @fontsource package (a runtime dependency, so also there in production). */
function fontFile(name: string): string {
  return createRequire(import.meta.url).resolve(`@fontsource/noto-sans-arabic/files/${name}`);
}

/**
 * Each face, read once per process and shared by every document: unpacked from its WOFF (woff-to-sfnt.ts) and parsed
 * once (fontkit keeps the parsed tables and glyphs on the font), so a document does not read them again. Each document
 * still embeds its own subset. PDFKit accepts a fontkit font as a font source.
 */
const faces = new Map<string, Font>();
function face(name: string): Font {
  let font = faces.get(name);
  if (!font) {
    font = fontkit().create(woffToSfnt(readFileSync(fontFile(name))));
    rememberLayouts(font);
    faces.set(name, font);
  }
  return font;
}

/** The shared face (regular or bold) that documents register as 'Arabic' / 'Arabic-Bold'. */
export const arabicFace = (bold: boolean): Font => face(bold ? FILES.bold : FILES.regular);

/** How many shaped texts a face keeps (the documents' labels, and the names and addresses of recent ones). */
export const LAYOUTS_KEPT = 2000;

type Run = ReturnType<Font['layout']>;

/**
 * The face's shaping of a text with its features, done once per process: an Arabic run is shaped (fontkit's GSUB and
 * GPOS lookups, a third of a tax invoice's CPU) three or four times a document (its width, its place, its text, its
 * marks), and every document shapes the same labels. Each call answers its own copy of the run's positions: PDFKit
 * scales the positions it is given in place. The glyphs are shared (read only). Only `layout(text)` and
 * `layout(text, [feature tags])` are kept; the oldest shaped text goes first past LAYOUTS_KEPT.
 */
function rememberLayouts(font: Font): void {
  const layout = font.layout.bind(font);
  const runs = new Map<string, Run>();
  font.layout = (text, features, ...rest: unknown[]) => {
    const plain = rest.length === 0 && (features === undefined || isTags(features));
    if (!plain) return (layout as (...args: unknown[]) => Run)(text, features, ...rest);
    const key = `${features === undefined ? '' : (features as string[]).join(',')}|${text}`;
    let run = runs.get(key);
    if (!run) {
      run = layout(text, features);
      if (runs.size >= LAYOUTS_KEPT) runs.delete(runs.keys().next().value!);
      runs.set(key, run);
    }
    return copyOfRun(run);
  };
}

const isTags = (features: unknown) => Array.isArray(features) && features.every((tag) => typeof tag === 'string');

/** A run with the same glyphs and fresh positions (each of fontkit's own class, its fields copied). */
function copyOfRun(run: Run): Run {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(run) as object) as Run, run);
  copy.glyphs = run.glyphs.slice();
  copy.positions = run.positions.map((position) =>
    Object.assign(Object.create(Object.getPrototypeOf(position) as object) as typeof position, position),
  );
  return copy;
}

const registered = new WeakSet<Doc>();

/**
 * Registers Noto Sans Arabic (regular and bold) on the document as 'Arabic' and 'Arabic-Bold', each glyph
 * mapped back to its own letter for text extraction (arabic-to-unicode.ts).
 */
export function registerArabicFonts(doc: Doc): void {
  registered.add(doc);
  doc.registerFont('Arabic', face(FILES.regular) as unknown as Buffer);
  doc.registerFont('Arabic-Bold', face(FILES.bold) as unknown as Buffer);
  mapArabicLetters(doc, 'Arabic');
  mapArabicLetters(doc, 'Arabic-Bold');
  doc.font('Helvetica');
}

export interface MixedOptions {
  size: number;
  bold?: boolean;
  color: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

const fontFor = (arabic: boolean, bold: boolean | undefined) =>
  arabic ? (bold ? 'Arabic-Bold' : 'Arabic') : bold ? 'Helvetica-Bold' : 'Helvetica';

/**
 * An Arabic piece is shaped as one run (PDFKit lays out text word by word, which would put the words of a
 * right-to-left run in left-to-right order): passing OpenType features makes it lay out the whole run.
 */
const ARABIC_FEATURES = ['rlig' as const];
const runOptions = (piece: TextPiece) => (piece.arabic ? { features: ARABIC_FEATURES } : {});

function pieceWidth(doc: Doc, piece: TextPiece, options: Pick<MixedOptions, 'size' | 'bold'>): number {
  doc.font(fontFor(piece.arabic, options.bold)).fontSize(options.size);
  return doc.widthOfString(piece.text, runOptions(piece));
}

/** Width of a mixed Arabic/Latin line at the given size. */
export function mixedWidth(doc: Doc, text: string, options: Pick<MixedOptions, 'size' | 'bold'>): number {
  return visualPieces(text).reduce((width, piece) => width + pieceWidth(doc, piece, options), 0);
}

/**
 * The dots and vowel marks of an Arabic run drawn at (x, baseline) as filled shapes. Noto Sans Arabic draws a
 * joined letter as a dotless base glyph plus dot glyphs; arabic-to-unicode.ts leaves the dots out of the text (and
 * reads a vowel mark with its letter), so a text extractor reads one letter per base glyph and nothing between letters (a dot written as text came back as a character that
 * split the word for pdftotext). Same layout as PDFKit's (same face, same features), so the dots land where the
 * font puts them.
 */
function drawArabicMarks(doc: Doc, text: string, x: number, baseline: number, options: MixedOptions): void {
  const font = face(options.bold ? FILES.bold : FILES.regular);
  const scale = options.size / font.unitsPerEm;
  const { glyphs, positions } = font.layout(text, ARABIC_FEATURES);
  let pen = 0;
  glyphs.forEach((glyph, i) => {
    const position = positions[i]!;
    if (position.xAdvance === 0 && isMarkGlyph(glyph)) {
      const left = x + (pen + position.xOffset) * scale;
      const top = baseline - position.yOffset * scale;
      outline(doc.save().translate(left, top).scale(scale, -scale), font, glyph).fill(options.color).restore();
    }
    pen += position.xAdvance;
  });
}

/**
 * What PDFKit's `doc.path(glyph.path.toSVG())` writes, from operators kept per face and glyph: the SVG text is not made
 * and parsed again for every dot of every document.
 */
export function outline(doc: Doc, font: Font, glyph: Glyph): Doc {
  const path = markPath(font, glyph);
  return path ? doc.addContent(path) : doc;
}

const markPaths = new WeakMap<Font, Map<number, string>>();
function markPath(font: Font, glyph: Glyph): string {
  let paths = markPaths.get(font);
  if (!paths) markPaths.set(font, (paths = new Map()));
  let path = paths.get(glyph.id);
  if (path === undefined) paths.set(glyph.id, (path = pathOperators(glyph.path.commands)));
  return path;
}

/**
 * What PDFKit writes for fontkit's SVG path of a glyph: its numbers rounded to hundredths as `toSVG` rounds them,
 * a move, a line, a cubic curve, and a quadratic one as PDFKit draws it (the `v` operator), then the close.
 */
function pathOperators(commands: Glyph['path']['commands']): string {
  const operator: Record<string, string> = {
    moveTo: 'm',
    lineTo: 'l',
    quadraticCurveTo: 'v',
    bezierCurveTo: 'c',
    closePath: 'h',
  };
  return commands
    .map(({ command, args }) => {
      const name = operator[command];
      if (!name) throw new Error(`Unknown path command ${command}`);
      return [...args.map((arg) => String(Math.round(arg * 100) / 100)), name].join(' ');
    })
    .join('\n');
}

/**
 * Draws one line of Arabic (or Arabic mixed with Latin names and numbers) in bidi visual order: each piece
 * with its own font, on one baseline. The pieces are written right to left (reading order), so a PDF
 * reader's text extraction gives the words in the order they are read. `y` is the top of the line, like
 * PDFKit's text(). Answers the line's bottom.
 */
export function drawMixed(doc: Doc, text: string, x: number, y: number, options: MixedOptions): number {
  const total = mixedWidth(doc, text, options);
  const width = options.width ?? total;
  let cursor = options.align === 'right' ? x + width : options.align === 'center' ? x + (width + total) / 2 : x + total;
  const baseline = y + options.size * 0.95;
  for (const piece of visualPieces(text).reverse()) {
    cursor -= pieceWidth(doc, piece, options);
    doc.fillColor(options.color);
    doc.text(piece.text, cursor, baseline, { lineBreak: false, baseline: 'alphabetic', ...runOptions(piece) });
    if (piece.arabic) drawArabicMarks(doc, piece.text, cursor, baseline, options);
  }
  doc.font('Helvetica'); // later text in the caller keeps the Latin font
  doc.x = x;
  doc.y = y + options.size * 1.45;
  return doc.y;
}

/**
 * Text a person typed (a customer's name, an address line) at (x, y), answering the y below it. Helvetica has no
 * Arabic letters, so a text with Arabic is drawn as one mixed line in the Arabic face (registered on the document
 * when first needed), made smaller when it would not fit `width`; any other text is PDFKit text that wraps.
 */
export function drawTypedText(doc: Doc, text: string, x: number, y: number, options: MixedOptions & { width: number }) {
  if (!hasArabic(text)) {
    doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(options.size)
      .fillColor(options.color)
      .text(text, x, y, { width: options.width, align: options.align ?? 'left', lineGap: 1 });
    return doc.y;
  }
  if (!registered.has(doc)) registerArabicFonts(doc);
  const natural = mixedWidth(doc, text, options);
  const size =
    natural > options.width ? Math.max(options.size * 0.6, (options.size * options.width) / natural) : options.size;
  return drawMixed(doc, text, x, y, { ...options, size, align: options.align ?? 'left' });
}
