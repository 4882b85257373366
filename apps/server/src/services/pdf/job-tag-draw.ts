import { drawTypedText } from './arabic-font';
import type { Doc } from './layout';
import { specMissing, SPEC_NOT_ENTERED, warningLines, workRows, type JobTag, type TagRow } from './job-tag-document';

/**
 * Drawing pieces shared by the two job tag layouts. Black on white only: a thermal label has no
 * grey, and an A4 sheet may come off a black-and-white printer. Each piece answers the y below it.
 */
export const INK = '#000000';

export interface TagSizes {
  /** Small capitals naming a field. */
  caption: number;
  /** A field's value. */
  value: number;
  /** The line under a value (a tension). */
  detail: number;
  /** Space after a block. */
  gap: number;
}

interface TextStyle {
  bold?: boolean;
  size: number;
  width: number;
  align?: 'left' | 'center' | 'right';
  color?: string;
}

/** Writes text at (x, y) and answers the y below it (a customer's Arabic name in the Arabic face). */
export function put(doc: Doc, text: string, x: number, y: number, style: TextStyle): number {
  return drawTypedText(doc, text, x, y, { ...style, color: style.color ?? INK });
}

/** A field's name in small capitals. */
export function caption(doc: Doc, text: string, x: number, y: number, width: number, sizes: TagSizes): number {
  doc.font('Helvetica').fontSize(sizes.caption).fillColor(INK);
  doc.text(text.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
  return doc.y + 1;
}

/** White bold text on a black bar across `width` (EXPRESS, HYBRID). */
export function banner(doc: Doc, text: string, x: number, y: number, width: number, size: number): number {
  doc.font('Helvetica-Bold').fontSize(size);
  const height = doc.currentLineHeight() + size * 0.5;
  doc.rect(x, y, width, height).fill(INK);
  doc
    .fillColor('#ffffff')
    .text(text, x, y + size * 0.3, { width, align: 'center', characterSpacing: size * 0.08, lineBreak: false });
  doc.fillColor(INK);
  return y + height;
}

/** A rule across `width`. */
export function rule(doc: Doc, x: number, y: number, width: number, weight = 0.8): number {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(weight)
    .strokeColor(INK)
    .stroke();
  return y + weight;
}

/** Rows of name and value: the name in a narrow column, the value bold beside it, its detail below. */
export function rowsBlock(
  doc: Doc,
  rows: TagRow[],
  x: number,
  y: number,
  width: number,
  labelWidth: number,
  sizes: TagSizes,
): number {
  let top = y;
  for (const row of rows) {
    const valueX = x + labelWidth;
    const valueWidth = width - labelWidth;
    put(doc, row.label, x, top + (sizes.value - sizes.caption) * 0.6, { size: sizes.caption, width: labelWidth - 4 });
    let bottom = put(doc, row.value, valueX, top, { bold: true, size: sizes.value, width: valueWidth });
    if (row.detail) bottom = put(doc, row.detail, valueX, bottom, { size: sizes.detail, width: valueWidth });
    top = bottom + sizes.gap / 2;
  }
  return top;
}

/** The intake warnings in a heavy box under a black title bar; nothing when there are none. */
export function warningsBox(doc: Doc, lines: string[], x: number, y: number, width: number, sizes: TagSizes): number {
  if (lines.length === 0) return y;
  const pad = sizes.value * 0.5;
  const titleBottom = banner(doc, 'INTAKE WARNINGS', x, y, width, sizes.value * 0.9);
  let bottom = titleBottom + pad;
  for (const line of lines)
    bottom = put(doc, line, x + pad, bottom, { bold: true, size: sizes.value, width: width - pad * 2 }) + 2;
  bottom += pad - 2;
  doc
    .rect(x, y, width, bottom - y)
    .lineWidth(2)
    .strokeColor(INK)
    .stroke();
  return bottom;
}

/** A dashed box around a short statement ("Spec not entered"). */
export function noticeBox(doc: Doc, text: string, x: number, y: number, width: number, size: number): number {
  const pad = size * 0.5;
  const bottom =
    put(doc, text, x + pad, y + pad, { bold: true, size, width: width - pad * 2, align: 'center' }) + pad - 1;
  doc
    .rect(x, y, width, bottom - y)
    .lineWidth(1)
    .dash(3, { space: 2 })
    .strokeColor(INK)
    .stroke()
    .undash();
  return bottom;
}

/** What the drop-off check found, boxed; a short note while the check is not done yet; nothing when all is well. */
export function intakeBlock(doc: Doc, tag: JobTag, x: number, y: number, width: number, sizes: TagSizes): number {
  const warnings = warningLines(tag);
  if (warnings.length > 0) return warningsBox(doc, warnings, x, y, width, sizes) + sizes.gap;
  if (tag.warnings === null)
    return put(doc, 'Intake check not done yet.', x, y, { size: sizes.detail, width }) + sizes.gap / 2;
  return y;
}

/** The work: HYBRID when mains and crosses differ, "Spec not entered" until there is one, then the rows. */
export function workBlock(
  doc: Doc,
  tag: JobTag,
  x: number,
  y: number,
  width: number,
  layout: { labelWidth: number; bannerSize: number; sizes: TagSizes },
): number {
  const gap = layout.sizes.gap;
  let top = y;
  if (tag.spec?.hybrid) top = banner(doc, 'HYBRID', x, top, width, layout.bannerSize) + gap / 2;
  if (specMissing(tag)) top = noticeBox(doc, SPEC_NOT_ENTERED, x, top, width, layout.bannerSize) + gap / 2;
  return rowsBlock(doc, workRows(tag), x, top + 2, width, layout.labelWidth, layout.sizes);
}
