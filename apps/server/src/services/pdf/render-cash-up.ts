import type { CashUp, CashUpCounted } from '@shop/domain/contracts/cash-up';
import { aed, formatAed } from '@shop/domain/money';
import { formatShopDate, formatShopTime } from '@shop/domain/time';
import type { Config } from '../../config';
import { drawMixed, drawTypedText, registerArabicFonts } from './arabic-font';
import { hasArabic } from './arabic-text';
import { AR_CASH_UP, cashUpArabic } from './cash-up-labels';
import { drawBilingualRow } from './bilingual-row';
import { COLORS, CONTENT_WIDTH, PAGE, drawPageFooters, ruleAcross, ensureRoom, label, type Doc } from './layout';
import { pdfBytes, pdfDocument } from './pdf-bytes';

type Shop = Pick<Config['shop'], 'name' | 'address' | 'trn' | 'phone'>;
const money = (amount: number) => formatAed(aed(amount));
const FOOTER_SPACE = 80;

/**
 * The end-of-day cash-up as a printable A4 PDF, in English and Arabic as the tax invoices are: the day's figures, then
 * every invoice and credit note they are the sums of (docs/decisions/revenue.md).
 */
export function renderCashUp(cashUp: CashUp, shop: Shop): Promise<Buffer> {
  const title = 'End-of-day cash-up';
  const doc = pdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: `${title} ${cashUp.date}`, Author: shop.name, Subject: title },
  });
  registerArabicFonts(doc);
  return pdfBytes(doc, () => {
    drawHeader(doc, cashUp, shop, title);
    drawFigures(doc, cashUp);
    drawDocuments(doc, cashUp);
    drawFooters(doc, cashUp, shop);
  });
}

function drawHeader(doc: Doc, cashUp: CashUp, shop: Shop, title: string): void {
  const left = PAGE.margin;
  doc.rect(0, 0, PAGE.width, 6).fill(COLORS.accent);
  doc.fillColor(COLORS.ink).font('Helvetica-Bold').fontSize(18).text(shop.name, left, 36, { width: 280 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(shop.address, left, doc.y + 4, { width: 260 });
  doc.font('Helvetica-Bold').fillColor(COLORS.ink).text(`TRN ${shop.trn}`, { width: 260 });
  const leftBottom = doc.y;
  const rightX = PAGE.width - PAGE.margin - 220;
  const box = { width: 220, align: 'right' } as const;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(COLORS.accent).text(title, rightX, 30, box);
  drawMixed(doc, cashUpArabic(title), rightX, doc.y, { size: 13, bold: true, color: COLORS.accent, ...box });
  // Each field a row: English label, value, Arabic label (bilingual-row.ts); "All stores" has its Arabic words.
  const columns = { x: rightX, width: 220, valueX: rightX + 36, valueWidth: 120 };
  const fonts = { size: 10, labelColor: COLORS.muted, valueColor: COLORS.ink, valueBold: true, arabicSize: 9 };
  let y = drawBilingualRow(
    doc,
    { english: 'Date', value: formatShopDate(cashUp.date), arabic: cashUpArabic('Date') },
    doc.y + 6,
    columns,
    fonts,
  );
  const store = cashUp.store ?? 'All stores';
  const storeArabic = cashUp.store ? cashUpArabic('Store') : `${cashUpArabic('Store')}: ${cashUpArabic(store)}`;
  y = drawBilingualRow(doc, { english: 'Store', value: store, arabic: storeArabic }, y + 3, columns, fonts);
  const bottom = Math.max(leftBottom, y) + 12;
  ruleAcross(doc, bottom, 0.8);
  doc.y = bottom + 14;
}

type FigureRow = [english: string, counted: CashUpCounted | null, amount: number | null, strong?: boolean];

function drawFigures(doc: Doc, c: CashUp): void {
  const sections: [string, FigureRow[]][] = [
    [
      'PAYMENTS',
      [
        ['Online card', c.payments.online, null],
        ['In store', c.payments.in_store, null],
        ['Free (0 AED invoices)', c.payments.free, null],
        ['Total payments', c.payments.total, null, true],
      ],
    ],
    [
      'REFUNDS (CREDIT NOTES)',
      [
        ['To the card', c.refunds.card, null],
        ['In store', c.refunds.in_store, null],
        ['Total refunds', c.refunds.total, null, true],
      ],
    ],
    [
      'NET TAKINGS',
      [
        ['Card', null, c.net_by_method.card],
        ['In store', null, c.net_by_method.in_store],
        ['Net takings', null, c.net_takings, true],
      ],
    ],
    [
      'NOT IN THE TAKINGS',
      [
        ['Voided held payments', c.voids, null],
        ['Free services', c.free_services, null],
      ],
    ],
  ];
  for (const [title, rows] of sections) {
    ensureRoom(doc, 30 + rows.length * 24, FOOTER_SPACE);
    sectionLabel(doc, title);
    for (const row of rows) figureRow(doc, row);
    doc.y += 8;
  }
  ensureRoom(doc, 60, FOOTER_SPACE);
  sectionLabel(doc, 'JOBS');
  for (const [name, n] of [
    ['Received', c.jobs.received],
    ['Ready', c.jobs.ready],
    ['Collected', c.jobs.collected],
  ] as const)
    figureRow(doc, [name, { count: n, amount: 0 }, null], false);
  doc.y += 8;
}

function sectionLabel(doc: Doc, english: string): void {
  const y = doc.y;
  label(doc, english, PAGE.margin, y);
  drawMixed(doc, cashUpArabic(english), PAGE.margin, y - 2, {
    size: 8,
    bold: true,
    color: COLORS.accent,
    width: CONTENT_WIDTH,
    align: 'right',
  });
  doc.y = y + 14;
}

/** The figure rows' columns: English name, count, amount, then the Arabic name at the right end. */
const FIGURE = { count: PAGE.margin + 170, amount: PAGE.margin + 230, arabic: PAGE.margin + 340 };

/** One figure: its English name, the count, the amount (none for job counts), its Arabic name at the right. */
function figureRow(doc: Doc, [english, counted, amount, strong]: FigureRow, withAmount = true): void {
  const y = doc.y;
  if (strong) doc.rect(PAGE.margin, y - 3, CONTENT_WIDTH, 20).fill(COLORS.accentLight);
  const font = strong ? 'Helvetica-Bold' : 'Helvetica';
  // The content stream in reading order: name, count, amount, then the Arabic name (bilingual-row.ts).
  doc
    .font(font)
    .fontSize(10)
    .fillColor(COLORS.ink)
    .text(english, PAGE.margin + 8, y, { width: FIGURE.count - PAGE.margin - 8, lineBreak: false });
  if (counted) doc.text(String(counted.count), FIGURE.count, y, { width: 50, align: 'right', lineBreak: false });
  const value = amount ?? (withAmount ? counted?.amount : undefined);
  if (value !== undefined && value !== null)
    doc.text(money(value), FIGURE.amount, y, { width: 100, align: 'right', lineBreak: false });
  drawMixed(doc, cashUpArabic(english), FIGURE.arabic, y - 0.8, {
    size: 9,
    bold: strong,
    color: COLORS.muted,
    width: PAGE.margin + CONTENT_WIDTH - 8 - FIGURE.arabic,
    align: 'right',
  });
  doc.y = y + 20;
}

/** A column: its English heading and width; the last one (the amount) aligned right. */
type Column = [english: string, width: number];

/** The invoices' table: its columns and each invoice's cells. */
const INVOICE_TABLE: DocumentTable<CashUp['invoices'][number]> = {
  title: 'INVOICES',
  columns: [
    ['Time', 40],
    ['Invoice', 100],
    ['Customer', 130],
    ['Method', 60],
    ['Store', 80],
    ['Amount', 89],
  ],
  cells: (i) => [
    formatShopTime(i.at),
    i.invoice_number,
    i.customer_name,
    i.payment_method,
    i.store ?? '',
    money(i.amount),
  ],
};

/** The credit notes' table. */
const CREDIT_NOTE_TABLE: DocumentTable<CashUp['credit_notes'][number]> = {
  title: 'CREDIT NOTES',
  // prettier-ignore
  columns: [['Time', 40], ['Credit note', 70], ['Invoice', 100], ['Customer', 110], ['Refund', 50], ['Status', 60], ['Amount', 69]],
  cells: (n) => [
    formatShopTime(n.at),
    n.credit_note_number,
    n.invoice_number,
    n.customer_name,
    n.refund_method,
    n.refund_status,
    money(n.amount),
  ],
};

interface DocumentTable<T> {
  title: string;
  columns: Column[];
  cells(document: T): string[];
}

/** The day's documents: every invoice, then every credit note. */
function drawDocuments(doc: Doc, c: CashUp): void {
  table(doc, INVOICE_TABLE.title, INVOICE_TABLE.columns, c.invoices.map(INVOICE_TABLE.cells));
  table(doc, CREDIT_NOTE_TABLE.title, CREDIT_NOTE_TABLE.columns, c.credit_notes.map(CREDIT_NOTE_TABLE.cells));
}

function table(doc: Doc, title: string, columns: Column[], rows: string[][]): void {
  const alignOf = (i: number) => (i === columns.length - 1 ? 'right' : 'left');
  ensureRoom(doc, 60, FOOTER_SPACE);
  sectionLabel(doc, title);
  const heading = () => {
    const y = doc.y;
    doc.rect(PAGE.margin, y - 2, CONTENT_WIDTH, 16).fill(COLORS.band);
    let x = PAGE.margin + 4;
    columns.forEach(([english, width], i) => {
      doc.font('Helvetica-Bold').fontSize(8).fillColor(COLORS.muted);
      doc.text(english, x, y + 2, { width: width - 6, align: alignOf(i), lineBreak: false });
      x += width;
    });
    doc.y = y + 18;
  };
  heading();
  if (rows.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(COLORS.muted)
      .text('None', PAGE.margin + 4, doc.y);
    drawMixed(doc, AR_CASH_UP.none, PAGE.margin, doc.y - 11, {
      size: 9,
      color: COLORS.muted,
      width: CONTENT_WIDTH,
      align: 'right',
    });
  }
  for (const row of rows) {
    if (ensureRoom(doc, 16, FOOTER_SPACE)) heading();
    const y = doc.y;
    let x = PAGE.margin + 4;
    row.forEach((cell, i) => {
      const width = columns[i]![1] - 6;
      if (hasArabic(cell)) drawTypedText(doc, cell, x, y, { size: 8.5, color: COLORS.ink, width });
      else
        doc
          .font('Helvetica')
          .fontSize(8.5)
          .fillColor(COLORS.ink)
          .text(cell, x, y, { width, align: alignOf(i), lineBreak: false, ellipsis: true, height: 11 });
      x += columns[i]![1];
    });
    doc.y = y + 15;
  }
  doc.y += 12;
}

function drawFooters(doc: Doc, cashUp: CashUp, shop: Shop): void {
  drawPageFooters(doc, 56, (y, pageOf) => {
    doc.text(
      `${shop.name} · Cash-up ${cashUp.date} · Amounts in UAE dirhams (AED), VAT included; times in Dubai.`,
      PAGE.margin,
      y + 8,
      { width: CONTENT_WIDTH - 70, lineBreak: false, height: 12 },
    );
    doc.text(pageOf, PAGE.width - PAGE.margin - 70, y + 8, {
      width: 70,
      align: 'right',
      lineBreak: false,
      height: 12,
    });
    drawMixed(doc, AR_CASH_UP.footer, PAGE.margin, y + 24, {
      size: 8,
      color: COLORS.muted,
      width: CONTENT_WIDTH,
      align: 'right',
    });
  });
}
