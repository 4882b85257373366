import { drawMixed } from './arabic-font';
import type { Doc } from './layout';

/**
 * One row of a bilingual page, laid out as UAE tax invoices do: the English label at the left, the value in the
 * middle, the Arabic label at the right end. An English reader reads label then value from the left, an Arabic
 * reader label then value from the right, and no line mixes Arabic with a number: both text extractors (pdf.js in
 * stream order, poppler's pdftotext left to right on an English page) read "TRN 100987654300003 الرقم الضريبي"
 * (docs/decisions/bilingual-invoices.md). The Arabic label holds Arabic words only (test/invoices/arabic-text.test.ts).
 */
export interface BilingualRow {
  english: string;
  value: string;
  arabic: string;
}

export interface RowColumns {
  /** The row's left edge and width; the Arabic label ends at its right edge. */
  x: number;
  width: number;
  /** Where the value starts, and its width (it wraps within it). */
  valueX: number;
  valueWidth: number;
  valueAlign?: 'left' | 'right';
}

export interface RowFonts {
  size: number;
  labelColor: string;
  valueColor: string;
  labelBold?: boolean;
  valueBold?: boolean;
  /** The value's size when not the label's. */
  valueSize?: number;
  /** The Arabic label's size (a point smaller than the English by default: Arabic letters stand taller). */
  arabicSize?: number;
}

/** Helvetica's ascender: PDFKit puts a line's baseline this far (times the size) below the y it is given. */
const HELVETICA_ASCENT = 0.718;

/** Draws the row from `y` (English, value, then Arabic: the content stream in reading order) and answers its bottom. */
export function drawBilingualRow(doc: Doc, row: BilingualRow, y: number, columns: RowColumns, fonts: RowFonts): number {
  const labelFont = fonts.labelBold ? 'Helvetica-Bold' : 'Helvetica';
  doc.font(labelFont).fontSize(fonts.size).fillColor(fonts.labelColor);
  doc.text(row.english, columns.x, y, { width: columns.valueX - columns.x - 4 });
  let bottom = doc.y;
  const valueSize = fonts.valueSize ?? fonts.size;
  // The value sits on the label's baseline.
  const valueY = y + HELVETICA_ASCENT * (fonts.size - valueSize);
  doc
    .font(fonts.valueBold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(valueSize)
    .fillColor(fonts.valueColor)
    .text(row.value, columns.valueX, valueY, { width: columns.valueWidth, align: columns.valueAlign ?? 'left' });
  bottom = Math.max(bottom, doc.y);
  const arabicSize = fonts.arabicSize ?? fonts.size - 1;
  // drawMixed puts its baseline at 0.95 of the size below its y: the same baseline as the English.
  const arabicY = y + HELVETICA_ASCENT * fonts.size - 0.95 * arabicSize;
  drawMixed(doc, row.arabic, columns.x, arabicY, {
    size: arabicSize,
    bold: fonts.labelBold,
    color: fonts.labelColor,
    width: columns.width,
    align: 'right',
  });
  doc.y = bottom;
  return bottom;
}
