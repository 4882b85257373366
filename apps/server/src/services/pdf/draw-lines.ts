import { VAT_PERCENT } from '@shop/domain/business';
import { formatAed, type Fils } from '@shop/domain/money';
import type { TaxInvoiceDocument } from './tax-invoice-document';
import { COLORS, CONTENT_WIDTH, PAGE, ensureRoom, type Doc } from './layout';

/** Columns of the lines table: x offset from the left margin, width, alignment. */
const COLUMNS = [
  { key: 'index', label: '#', width: 22, align: 'left' },
  { key: 'description', label: 'Description', width: 185, align: 'left' },
  { key: 'quantity', label: 'Qty', width: 34, align: 'right' },
  { key: 'unit', label: 'Unit price\n(excl. VAT)', width: 72, align: 'right' },
  { key: 'net', label: 'Amount\n(excl. VAT)', width: 72, align: 'right' },
  { key: 'vat', label: `VAT ${VAT_PERCENT}%`, width: 52, align: 'right' },
  { key: 'total', label: 'Total\n(AED)', width: 56, align: 'right' },
] as const;

/** Amounts in the table leave the currency out: the headings say AED. */
const amount = (value: Fils) => formatAed(value, { unit: false });

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

export function drawLines(doc: Doc, invoice: TaxInvoiceDocument): void {
  drawTableHeader(doc);
  invoice.lines.forEach((line, index) => {
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      index: String(index + 1),
      description: line.description,
      quantity: String(line.quantity),
      unit: amount(line.unitPriceFils),
      net: amount(line.netFils),
      vat: amount(line.vatFils),
      total: amount(line.totalFils),
    };
    const descWidth = COLUMNS[1].width - 6;
    doc.font('Helvetica-Bold').fontSize(9.5);
    const titleHeight = doc.heightOfString(line.description, { width: descWidth });
    doc.font('Helvetica').fontSize(8.5);
    const detailHeight = line.detail ? doc.heightOfString(line.detail, { width: descWidth }) + 2 : 0;
    const rowHeight = Math.max(24, titleHeight + detailHeight + 14);
    if (ensureRoom(doc, rowHeight, 110)) drawTableHeader(doc);
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
