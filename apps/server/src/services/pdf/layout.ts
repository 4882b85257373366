import type PDFDocument from 'pdfkit';

/** Page geometry, colours and small drawing helpers shared by the parts of the tax invoice. */
export type Doc = InstanceType<typeof PDFDocument>;

export const PAGE = { width: 595.28, height: 841.89, margin: 48 };
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
export const COLORS = {
  accent: '#0b7a5a',
  accentLight: '#e6f7f1',
  ink: '#1d2329',
  muted: '#66707a',
  rule: '#d9dee3',
  band: '#f4f6f8',
};

export function label(doc: Doc, text: string, x: number, y: number): void {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(COLORS.accent).text(text, x, y, { characterSpacing: 0.8 });
}

/** Starts a new page (answering true) when `needed` points would not fit above `bottomSpace` points from the page end. */
export function ensureRoom(doc: Doc, needed: number, bottomSpace: number): boolean {
  if (doc.y + needed <= PAGE.height - bottomSpace) return false;
  doc.addPage();
  doc.y = PAGE.margin;
  return true;
}

/**
 * Each page's footer, once every page is laid out (a buffered document): the rule `fromBottom` points above the page's
 * end, the small muted font set, then `draw` with the rule's y and the page's "Page n of m".
 */
export function drawPageFooters(doc: Doc, fromBottom: number, draw: (y: number, pageOf: string) => void): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = PAGE.height - fromBottom;
    footerRule(doc, y);
    draw(y, `Page ${i - range.start + 1} of ${range.count}`);
  }
}

/** A page footer's rule at `y`, then the footer's small muted font set for its text. */
function footerRule(doc: Doc, y: number): void {
  ruleAcross(doc, y, 0.5);
  doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
}

/** A rule across the page's content at `y`. */
export function ruleAcross(doc: Doc, y: number, lineWidth: number): void {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(lineWidth)
    .strokeColor(COLORS.rule)
    .stroke();
}
