import PDFDocument from 'pdfkit';
import { formatShopDate } from '@shop/domain/time';
import type { TaxInvoiceDocument } from './tax-invoice-document';

type Doc = InstanceType<typeof PDFDocument>;

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const COLORS = {
  accent: '#0b7a5a',
  accentLight: '#e6f7f1',
  ink: '#1d2329',
  muted: '#66707a',
  rule: '#d9dee3',
  band: '#f4f6f8',
};

/** Columns of the lines table: x offset from the left margin, width, alignment. */
const COLUMNS = [
  { key: 'index', label: '#', width: 22, align: 'left' },
  { key: 'description', label: 'Description', width: 185, align: 'left' },
  { key: 'quantity', label: 'Qty', width: 34, align: 'right' },
  { key: 'unit', label: 'Unit price\n(excl. VAT)', width: 72, align: 'right' },
  { key: 'net', label: 'Amount\n(excl. VAT)', width: 72, align: 'right' },
  { key: 'vat', label: 'VAT 5%', width: 52, align: 'right' },
  { key: 'total', label: 'Total\n(AED)', width: 56, align: 'right' },
] as const;

/** "1,234.50": AED amounts in the table (the currency is in the headings). */
export function money(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(fils);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Draws a UAE tax invoice (A4) and returns the PDF bytes. Shared by booking invoices and
 * store-platform invoices, so both look the same.
 */
export function renderTaxInvoice(invoice: TaxInvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `${invoice.title ?? 'Tax Invoice'} ${invoice.invoiceNumber}`,
      Author: invoice.shop.name,
      Subject: invoice.title ?? 'Tax Invoice',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeader(doc, invoice);
  drawParties(doc, invoice);
  drawLines(doc, invoice);
  drawTotals(doc, invoice);
  drawPayment(doc, invoice);
  drawFooters(doc, invoice);
  doc.end();
  return done;
}

function drawHeader(doc: Doc, invoice: TaxInvoiceDocument): void {
  const left = PAGE.margin;
  doc.rect(0, 0, PAGE.width, 6).fill(COLORS.accent);
  doc.fillColor(COLORS.ink).font('Helvetica-Bold').fontSize(20).text(invoice.shop.name, left, 40, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted);
  doc.text(invoice.shop.address, left, doc.y + 4, { width: 280, lineGap: 1.5 });
  doc.text(`Tel ${invoice.shop.phone}`, { width: 280 });
  doc.font('Helvetica-Bold').fillColor(COLORS.ink).text(`TRN ${invoice.shop.trn}`, { width: 280 });
  const leftBottom = doc.y;

  const rightX = PAGE.width - PAGE.margin - 200;
  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor(COLORS.accent)
    .text(invoice.title ?? 'Tax Invoice', rightX, 38, { width: 200, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(invoice.numberLabel ?? 'Invoice number', rightX, 74, { width: 200, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(COLORS.ink)
    .text(invoice.invoiceNumber, rightX, doc.y + 1, { width: 200, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text('Date of issue', rightX, doc.y + 4, { width: 200, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(COLORS.ink)
    .text(formatShopDate(invoice.issuedAt), rightX, doc.y + 1, { width: 200, align: 'right' });

  const y = Math.max(leftBottom, doc.y) + 18;
  doc
    .moveTo(left, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.8)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.y = y + 16;
}

function drawParties(doc: Doc, invoice: TaxInvoiceDocument): void {
  const top = doc.y;
  const half = CONTENT_WIDTH / 2 - 10;
  const left = PAGE.margin;
  const right = PAGE.margin + CONTENT_WIDTH / 2 + 10;

  label(doc, 'BILL TO', left, top);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(COLORS.ink)
    .text(invoice.customer.name, left, top + 14, { width: half });
  doc.font('Helvetica').fontSize(9.5).fillColor(COLORS.muted);
  for (const line of invoice.customer.lines ?? []) if (line) doc.text(line, { width: half });
  const leftBottom = doc.y;

  label(doc, 'DETAILS', right, top);
  let y = top + 14;
  for (const row of invoice.details) {
    doc.font('Helvetica').fontSize(9.5).fillColor(COLORS.muted).text(row.label, right, y, { width: 100 });
    doc
      .font('Helvetica-Bold')
      .fillColor(COLORS.ink)
      .text(row.value, right + 100, y, { width: half - 100, align: 'right' });
    y = Math.max(doc.y, y + 13) + 2;
  }
  doc.y = Math.max(leftBottom, y) + 20;
}

function label(doc: Doc, text: string, x: number, y: number): void {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(COLORS.accent).text(text, x, y, { characterSpacing: 0.8 });
}

function drawTableHeader(doc: Doc): void {
  const top = doc.y;
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, 30).fill(COLORS.accent);
  let x = PAGE.margin + 6;
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor('#ffffff');
  for (const col of COLUMNS) {
    const lines = col.label.split('\n').length;
    doc.text(col.label, x, top + (lines === 1 ? 11 : 6), { width: col.width - 6, align: col.align, lineGap: 0.5 });
    x += col.width;
  }
  doc.y = top + 30;
}

function drawLines(doc: Doc, invoice: TaxInvoiceDocument): void {
  drawTableHeader(doc);
  invoice.lines.forEach((line, index) => {
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      index: String(index + 1),
      description: line.description,
      quantity: String(line.quantity),
      unit: money(line.unitPriceFils),
      net: money(line.netFils),
      vat: money(line.vatFils),
      total: money(line.totalFils),
    };
    const descWidth = COLUMNS[1].width - 6;
    doc.font('Helvetica-Bold').fontSize(9.5);
    const titleHeight = doc.heightOfString(line.description, { width: descWidth });
    doc.font('Helvetica').fontSize(8.5);
    const detailHeight = line.detail ? doc.heightOfString(line.detail, { width: descWidth }) + 2 : 0;
    const rowHeight = Math.max(24, titleHeight + detailHeight + 14);
    if (doc.y + rowHeight > PAGE.height - 110) {
      doc.addPage();
      doc.y = PAGE.margin;
      drawTableHeader(doc);
    }
    const top = doc.y;
    if (index % 2 === 1) doc.rect(PAGE.margin, top, CONTENT_WIDTH, rowHeight).fill(COLORS.band);
    let x = PAGE.margin + 6;
    for (const col of COLUMNS) {
      if (col.key === 'description') {
        doc
          .font('Helvetica-Bold')
          .fontSize(9.5)
          .fillColor(COLORS.ink)
          .text(line.description, x, top + 7, { width: descWidth });
        if (line.detail)
          doc
            .font('Helvetica')
            .fontSize(8.5)
            .fillColor(COLORS.muted)
            .text(line.detail, x, doc.y + 2, { width: descWidth });
      } else {
        doc
          .font(col.key === 'total' ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(9.5)
          .fillColor(COLORS.ink);
        doc.text(cells[col.key], x, top + 7, { width: col.width - 6, align: col.align });
      }
      x += col.width;
    }
    doc.y = top + rowHeight;
    doc
      .moveTo(PAGE.margin, doc.y)
      .lineTo(PAGE.width - PAGE.margin, doc.y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
  });
  if (invoice.lines.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(COLORS.muted)
      .text('No lines.', PAGE.margin + 6, doc.y + 8);
  }
  doc.y += 14;
}

function drawTotals(doc: Doc, invoice: TaxInvoiceDocument): void {
  if (doc.y + 90 > PAGE.height - 110) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
  const width = 230;
  const x = PAGE.width - PAGE.margin - width;
  const rows: [string, string][] = [
    ['Subtotal (excl. VAT)', `AED ${money(invoice.subtotalFils)}`],
    ['VAT 5%', `AED ${money(invoice.vatFils)}`],
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
    y += 18;
  }
  doc.rect(x, y + 2, width, 30).fill(COLORS.accentLight);
  doc
    .font('Helvetica-Bold')
    .fontSize(11.5)
    .fillColor(COLORS.accent)
    .text('Total (incl. VAT)', x + 10, y + 11, { width: 120 });
  doc.text(`AED ${money(invoice.totalFils)}`, x + 110, y + 11, { width: width - 120, align: 'right' });
  doc.y = y + 48;
}

function drawPayment(doc: Doc, invoice: TaxInvoiceDocument): void {
  if (!invoice.payment) return;
  if (doc.y + 70 > PAGE.height - 100) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
  const top = doc.y;
  const rows = [
    ['Payment method', invoice.payment.method],
    ['Payment reference', invoice.payment.reference],
  ] as const;
  doc
    .roundedRect(PAGE.margin, top, CONTENT_WIDTH, 24 + rows.length * 15, 6)
    .lineWidth(0.8)
    .strokeColor(COLORS.rule)
    .stroke();
  label(doc, 'PAYMENT', PAGE.margin + 12, top + 10);
  let y = top + 24;
  for (const [name, value] of rows) {
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(COLORS.muted)
      .text(name, PAGE.margin + 12, y, { width: 130 });
    doc
      .font('Helvetica-Bold')
      .fillColor(COLORS.ink)
      .text(value, PAGE.margin + 142, y, { width: CONTENT_WIDTH - 154 });
    y += 15;
  }
  doc.y = top + 24 + rows.length * 15 + 16;
  if (invoice.note)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(COLORS.muted)
      .text(invoice.note, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
}

function drawFooters(doc: Doc, invoice: TaxInvoiceDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = PAGE.height - 62;
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
    doc.text(
      `${invoice.shop.name} · TRN ${invoice.shop.trn} · Amounts in UAE dirhams (AED); VAT charged at 5%.`,
      PAGE.margin,
      y + 8,
      { width: CONTENT_WIDTH - 60, lineBreak: false, height: 12 },
    );
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, PAGE.width - PAGE.margin - 60, y + 8, {
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
  }
}
