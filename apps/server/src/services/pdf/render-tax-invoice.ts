import { VAT_PERCENT } from '@shop/domain/business';
import { formatShopDate } from '@shop/domain/time';
import type { TaxInvoiceDocument } from './tax-invoice-document';
import { drawLines } from './draw-lines';
import { drawPayment, drawTotals } from './draw-summary';
import { COLORS, CONTENT_WIDTH, PAGE, drawPageFooters, ruleAcross, label, type Doc } from './layout';
import { pdfBytes, pdfDocument } from './pdf-bytes';
import { drawMixed, drawTypedText, registerArabicFonts } from './arabic-font';
import { AR_FOOTER, arabicFor } from './arabic-labels';
import { drawBilingualRow } from './bilingual-row';
import { renderedOnce } from './rendered-once';

/**
 * Draws a UAE tax invoice (A4) and returns the PDF bytes. Shared by booking invoices and
 * store-platform invoices, so both look the same. The same document gives the same bytes (its creation date is its
 * issue date), drawn once and kept (rendered-once.ts): a reprint costs no drawing, a changed one is drawn again.
 */
export const renderTaxInvoice = renderedOnce(drawTaxInvoice);

function drawTaxInvoice(invoice: TaxInvoiceDocument): Promise<Buffer> {
  const doc = pdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `${invoice.title ?? 'Tax Invoice'} ${invoice.invoiceNumber}`,
      Author: invoice.shop.name,
      Subject: invoice.title ?? 'Tax Invoice',
      CreationDate: invoice.issuedAt,
    },
  });
  registerArabicFonts(doc);
  return pdfBytes(doc, () => {
    drawHeader(doc, invoice);
    drawParties(doc, invoice);
    drawLines(doc, invoice);
    drawTotals(doc, invoice);
    drawPayment(doc, invoice);
    drawFooters(doc, invoice);
  });
}

function drawHeader(doc: Doc, invoice: TaxInvoiceDocument): void {
  const left = PAGE.margin;
  doc.rect(0, 0, PAGE.width, 6).fill(COLORS.accent);
  doc.fillColor(COLORS.ink).font('Helvetica-Bold').fontSize(20).text(invoice.shop.name, left, 40, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted);
  doc.text(invoice.shop.address, left, doc.y + 4, { width: 280, lineGap: 1.5 });
  // Label, value, Arabic label on one row: no line mixes Arabic with the number (bilingual-row.ts).
  const columns = { x: left, width: 190, valueX: left + 28, valueWidth: 110 };
  const phone = { english: 'Tel', value: invoice.shop.phone, arabic: arabicFor('Tel') ?? '' };
  let leftBottom = drawBilingualRow(doc, phone, doc.y + 1, columns, {
    size: 9,
    labelColor: COLORS.muted,
    valueColor: COLORS.muted,
  });
  const trn = { english: 'TRN', value: invoice.shop.trn, arabic: arabicFor('TRN') ?? '' };
  leftBottom = drawBilingualRow(doc, trn, leftBottom + 2, columns, {
    size: 9,
    labelColor: COLORS.ink,
    valueColor: COLORS.ink,
    labelBold: true,
    valueBold: true,
  });

  const rightX = PAGE.width - PAGE.margin - 200;
  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor(COLORS.accent)
    .text(invoice.title ?? 'Tax Invoice', rightX, 30, { width: 200, align: 'right' });
  drawMixed(doc, arabicFor(invoice.title ?? 'Tax Invoice') ?? '', rightX, 58, {
    size: 15,
    bold: true,
    color: COLORS.accent,
    width: 200,
    align: 'right',
  });
  drawHeaderField(doc, invoice.numberLabel ?? 'Invoice number', invoice.invoiceNumber, { x: rightX, y: 80, size: 12 });
  drawHeaderField(doc, 'Date of issue', formatShopDate(invoice.issuedAt), { x: rightX, y: doc.y + 4, size: 11 });

  const y = Math.max(leftBottom, doc.y) + 18;
  ruleAcross(doc, y, 0.8);
  doc.y = y + 16;
}

/** A header field at the right: its label in English and Arabic, then its value in bold at `size`. */
function drawHeaderField(doc: Doc, english: string, value: string, at: { x: number; y: number; size: number }): void {
  const box = { width: 200, align: 'right' } as const;
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted).text(english, at.x, at.y, box);
  drawMixed(doc, arabicFor(english) ?? '', at.x, doc.y, { size: 9, color: COLORS.muted, ...box });
  doc
    .font('Helvetica-Bold')
    .fontSize(at.size)
    .fillColor(COLORS.ink)
    .text(value, at.x, doc.y + 1, box);
}

function drawParties(doc: Doc, invoice: TaxInvoiceDocument): void {
  const top = doc.y;
  // The details take the wider column: each row holds its English label, its value and its Arabic label.
  const detailsWidth = 290;
  const billToWidth = CONTENT_WIDTH - detailsWidth - 20;
  const left = PAGE.margin;
  const right = PAGE.margin + CONTENT_WIDTH - detailsWidth;

  label(doc, 'BILL TO', left, top);
  arabicLabel(doc, 'BILL TO', left, top, billToWidth);
  let leftBottom = drawTypedText(doc, invoice.customer.name, left, top + 14, {
    size: 12,
    bold: true,
    color: COLORS.ink,
    width: billToWidth,
  });
  for (const line of invoice.customer.lines ?? []) {
    if (line)
      leftBottom = drawTypedText(doc, line, left, leftBottom, { size: 9.5, color: COLORS.muted, width: billToWidth });
  }

  label(doc, 'DETAILS', right, top);
  arabicLabel(doc, 'DETAILS', right, top, detailsWidth);
  let y = top + 14;
  const columns = { x: right, width: detailsWidth, valueX: right + 98, valueWidth: detailsWidth - 98 - 76 };
  const fonts = { size: 9, labelColor: COLORS.muted, valueColor: COLORS.ink, valueBold: true, arabicSize: 8 };
  for (const row of invoice.details) {
    const arabic = arabicFor(row.label) ?? '';
    y = drawBilingualRow(doc, { english: row.label, value: row.value, arabic }, y, columns, fonts) + 5;
  }
  doc.y = Math.max(leftBottom, y) + 20;
}

function drawFooters(doc: Doc, invoice: TaxInvoiceDocument): void {
  drawPageFooters(doc, 62, (y, pageOf) => {
    doc.text(
      `${invoice.shop.name} · TRN ${invoice.shop.trn} · Amounts in UAE dirhams (AED); VAT charged at ${VAT_PERCENT}%.`,
      PAGE.margin,
      y + 8,
      { width: CONTENT_WIDTH - 60, lineBreak: false, height: 12 },
    );
    drawMixed(doc, `${AR_FOOTER.amounts} · ${AR_FOOTER.thanks}`, PAGE.margin, y + 32, {
      size: 8,
      color: COLORS.muted,
      width: CONTENT_WIDTH,
      align: 'right',
    });
    doc.text(pageOf, PAGE.width - PAGE.margin - 60, y + 8, {
      width: 60,
      align: 'right',
      lineBreak: false,
      height: 12,
    });
    doc.text('Thank you for your business. Please keep this invoice for your records.', PAGE.margin, y + 20, {
      width: CONTENT_WIDTH,
      lineBreak: false,
      height: 12,
    });
  });
}

/** The Arabic of a section label, at the right end of the English one. */
function arabicLabel(doc: Doc, english: string, x: number, y: number, width: number): void {
  drawMixed(doc, arabicFor(english) ?? '', x, y - 2, {
    size: 8,
    bold: true,
    color: COLORS.accent,
    width,
    align: 'right',
  });
}
