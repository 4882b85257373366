import { VAT_PERCENT } from '@shop/domain/business';
import { formatAed } from '@shop/domain/money';
import type { TaxInvoiceDocument } from './tax-invoice-document';
import { drawMixed } from './arabic-font';
import { arabicFor } from './arabic-labels';
import { drawBilingualRow, type RowColumns, type RowFonts } from './bilingual-row';
import { COLORS, CONTENT_WIDTH, PAGE, ensureRoom, label, type Doc } from './layout';

/** The totals box: subtotal excluding VAT, VAT, and the total including VAT, each row English, amount, Arabic. */
export function drawTotals(doc: Doc, invoice: TaxInvoiceDocument): void {
  ensureRoom(doc, 90, 110);
  const width = 340;
  const x = PAGE.width - PAGE.margin - width;
  const columns = { x: x + 10, width: width - 20, valueX: x + 116, valueWidth: 96, valueAlign: 'right' as const };
  const rows: [string, string][] = [
    ['Subtotal (excl. VAT)', formatAed(invoice.subtotalFils)],
    [`VAT ${VAT_PERCENT}%`, formatAed(invoice.vatFils)],
  ];
  const fonts = { size: 10, labelColor: COLORS.muted, valueColor: COLORS.ink, arabicSize: 9 };
  const y = drawLabelledRows(doc, rows, doc.y, columns, fonts, 20);
  doc.rect(x, y + 2, width, 28).fill(COLORS.accentLight);
  const total = {
    english: 'Total (incl. VAT)',
    value: formatAed(invoice.totalFils),
    arabic: arabicFor('Total (incl. VAT)') ?? '',
  };
  const strong = { size: 11.5, labelColor: COLORS.accent, valueColor: COLORS.accent, labelBold: true, valueBold: true };
  drawBilingualRow(doc, total, y + 10, columns, { ...strong, arabicSize: 9.5 });
  doc.y = y + 46;
}

/** The payment box: method and reference (English label, value, Arabic label), and the invoice's note. */
export function drawPayment(doc: Doc, invoice: TaxInvoiceDocument): void {
  if (!invoice.payment) return;
  ensureRoom(doc, 70, 100);
  const top = doc.y;
  const rows = [
    ['Payment method', invoice.payment.method],
    ['Payment reference', invoice.payment.reference],
  ] as const;
  const height = 26 + rows.length * 18;
  doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, height, 6).lineWidth(0.8).strokeColor(COLORS.rule).stroke();
  label(doc, 'PAYMENT', PAGE.margin + 12, top + 10);
  drawMixed(doc, arabicFor('PAYMENT') ?? '', PAGE.margin + 12, top + 8, {
    size: 8,
    bold: true,
    color: COLORS.accent,
    width: CONTENT_WIDTH - 24,
    align: 'right',
  });
  const columns = { x: PAGE.margin + 12, width: CONTENT_WIDTH - 24, valueX: PAGE.margin + 142, valueWidth: 240 };
  const fonts = { size: 9.5, labelColor: COLORS.muted, valueColor: COLORS.ink, valueBold: true, arabicSize: 8.5 };
  drawLabelledRows(doc, rows, top + 26, columns, fonts, 18);
  doc.y = top + height + 16;
  if (invoice.note)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(COLORS.muted)
      .text(invoice.note, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
}

/** Rows of [English label, value] a fixed step apart, each with its Arabic label; returns the y below the last. */
function drawLabelledRows(
  doc: Doc,
  rows: readonly (readonly [string, string])[],
  top: number,
  columns: RowColumns,
  fonts: RowFonts,
  step: number,
): number {
  let y = top;
  for (const [english, value] of rows) {
    drawBilingualRow(doc, { english, value, arabic: arabicFor(english) ?? '' }, y, columns, fonts);
    y += step;
  }
  return y;
}
