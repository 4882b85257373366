import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { visualPieces } from './arabic-text';
import type { Doc } from './layout';

const FILES = { regular: 'noto-sans-arabic-arabic-400-normal.woff', bold: 'noto-sans-arabic-arabic-700-normal.woff' };

/** The font file: beside the production bundle (scripts/build-server.mjs copies it to fonts/), else from node_modules. */
function fontFile(name: string): string {
  const bundled = fileURLToPath(new URL(`./fonts/${name}`, import.meta.url));
  if (existsSync(bundled)) return bundled;
  return createRequire(import.meta.url).resolve(`@fontsource/noto-sans-arabic/files/${name}`);
}

/** Registers Noto Sans Arabic (regular and bold) on the document as 'Arabic' and 'Arabic-Bold'. */
export function registerArabicFonts(doc: Doc): void {
  doc.registerFont('Arabic', fontFile(FILES.regular));
  doc.registerFont('Arabic-Bold', fontFile(FILES.bold));
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

/** Width of a mixed Arabic/Latin line at the given size. */
export function mixedWidth(doc: Doc, text: string, options: Pick<MixedOptions, 'size' | 'bold'>): number {
  let width = 0;
  for (const piece of visualPieces(text))
    width += doc.font(fontFor(piece.arabic, options.bold)).fontSize(options.size).widthOfString(piece.text);
  return width;
}

/**
 * Draws one line of Arabic (or Arabic mixed with Latin names and numbers) in bidi visual order: each piece
 * with its own font, on one baseline. `y` is the top of the line, like PDFKit's text(). Answers the line's bottom.
 */
export function drawMixed(doc: Doc, text: string, x: number, y: number, options: MixedOptions): number {
  const total = mixedWidth(doc, text, options);
  const width = options.width ?? total;
  let cursor = options.align === 'right' ? x + width - total : options.align === 'center' ? x + (width - total) / 2 : x;
  const baseline = y + options.size * 0.95;
  for (const piece of visualPieces(text)) {
    doc.font(fontFor(piece.arabic, options.bold)).fontSize(options.size).fillColor(options.color);
    doc.text(piece.text, cursor, baseline, { lineBreak: false, baseline: 'alphabetic' });
    cursor += doc.widthOfString(piece.text);
  }
  doc.font('Helvetica'); // later text in the caller keeps the Latin font
  doc.x = x;
  doc.y = y + options.size * 1.45;
  return doc.y;
}
