import { VAT_PERCENT } from '@shop/domain/business';
import { formatAed } from '@shop/domain/money';
import type { TaxInvoiceDocument } from './tax-invoice-document';
import { drawMixed } from './arabic-font';
import { arabicFor } from './arabic-labels';
import { COLORS, CONTENT_WIDTH, PAGE, ensureRoom, label, type Doc } from './layout';

/** The totals box: subtotal excluding VAT, VAT, and the total including VAT. */
export function drawTotals(doc: Doc, invoice: TaxInvoiceDocument): void {
  ensureRoom(doc, 90, 110);
  const width = 230;
  const x = PAGE.width - PAGE.margin - width;
  const rows: [string, string][] = [
    ['Subtotal (excl. VAT)', formatAed(invoice.subtotalFils)],
    [`VAT ${VAT_PERCENT}%`, formatAed(invoice.vatFils)],
  ];
  let y = doc.y;
  for (const [name, value] of rows) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(COLORS.muted)
      .text(name, x + 10, y, { width: 120 });
    doc
      .font('Helvetica')
      .fillColor(COLORS.ink)
      .text(value, x + 120, y, { width: width - 130, align: 'right' });
    drawMixed(doc, arabicFor(name) ?? '', x + 10, y + 12, { size: 8, color: COLORS.muted });
    y += 28;
  }
  doc.rect(x, y + 2, width, 40).fill(COLORS.accentLight);
  doc
    .font('Helvetica-Bold')
    .fontSize(11.5)
    .fillColor(COLORS.accent)
    .text('Total (incl. VAT)', x + 10, y + 8, { width: 120 });
  doc.text(formatAed(invoice.totalFils), x + 110, y + 8, { width: width - 120, align: 'right' });
  drawMixed(doc, arabicFor('Total (incl. VAT)') ?? '', x + 10, y + 24, { size: 9, bold: true, color: COLORS.accent });
  doc.y = y + 58;
}

/** The payment box: method and reference, and the invoice's note. */
export function drawPayment(doc: Doc, invoice: TaxInvoiceDocument): void {
  if (!invoice.payment) return;
  ensureRoom(doc, 70, 100);
  const top = doc.y;
  const rows = [
    ['Payment method', invoice.payment.method],
    ['Payment reference', invoice.payment.reference],
  ] as const;
  doc
    .roundedRect(PAGE.margin, top, CONTENT_WIDTH, 24 + rows.length * 26, 6)
    .lineWidth(0.8)
    .strokeColor(COLORS.rule)
    .stroke();
  label(doc, 'PAYMENT', PAGE.margin + 12, top + 10);
  drawMixed(doc, arabicFor('PAYMENT') ?? '', PAGE.margin + 60, top + 8, { size: 8, bold: true, color: COLORS.accent });
  let y = top + 24;
  for (const [name, value] of rows) {
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(COLORS.muted)
      .text(name, PAGE.margin + 12, y, { width: 130 });
    drawMixed(doc, arabicFor(name) ?? '', PAGE.margin + 12, y + 11, { size: 8, color: COLORS.muted });
    doc
      .font('Helvetica-Bold')
      .fillColor(COLORS.ink)
      .text(value, PAGE.margin + 142, y, { width: CONTENT_WIDTH - 154 });
    y += 26;
  }
  doc.y = top + 24 + rows.length * 26 + 16;
  if (invoice.note)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(COLORS.muted)
      .text(invoice.note, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
}
