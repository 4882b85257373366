import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { mapArabicLetters } from './arabic-to-unicode';
import { visualPieces, type TextPiece } from './arabic-text';
import type { Doc } from './layout';
import { woffToSfnt } from './woff-to-sfnt';

const FILES = { regular: 'noto-sans-arabic-arabic-400-normal.woff', bold: 'noto-sans-arabic-arabic-700-normal.woff' };

/** The font file: beside the production bundle (scripts/build-server.mjs copies it to fonts/), else from node_modules. */
function fontFile(name: string): string {
  const bundled = fileURLToPath(new URL(`./fonts/${name}`, import.meta.url));
  if (existsSync(bundled)) return bundled;
  return createRequire(import.meta.url).resolve(`@fontsource/noto-sans-arabic/files/${name}`);
}

/** Each face's sfnt bytes, unpacked from its WOFF once per process (woff-to-sfnt.ts). */
const unpacked = new Map<string, Buffer>();
function fontBytes(name: string): Buffer {
  let bytes = unpacked.get(name);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(fontFile(name)));
    unpacked.set(name, bytes);
  }
  return bytes;
}

/**
 * Registers Noto Sans Arabic (regular and bold) on the document as 'Arabic' and 'Arabic-Bold', each glyph
 * mapped back to its own letter for text extraction (arabic-to-unicode.ts).
 */
export function registerArabicFonts(doc: Doc): void {
  doc.registerFont('Arabic', fontBytes(FILES.regular));
  doc.registerFont('Arabic-Bold', fontBytes(FILES.bold));
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
const runOptions = (piece: TextPiece) => (piece.arabic ? { features: ['rlig' as const] } : {});

function pieceWidth(doc: Doc, piece: TextPiece, options: Pick<MixedOptions, 'size' | 'bold'>): number {
  doc.font(fontFor(piece.arabic, options.bold)).fontSize(options.size);
  return doc.widthOfString(piece.text, runOptions(piece));
}

/** Width of a mixed Arabic/Latin line at the given size. */
export function mixedWidth(doc: Doc, text: string, options: Pick<MixedOptions, 'size' | 'bold'>): number {
  return visualPieces(text).reduce((width, piece) => width + pieceWidth(doc, piece, options), 0);
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
  }
  doc.font('Helvetica'); // later text in the caller keeps the Latin font
  doc.x = x;
  doc.y = y + options.size * 1.45;
  return doc.y;
}
