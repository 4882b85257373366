import type { Doc } from './layout';
import { drawQr } from './draw-qr';
import { dueText, jobNumber, racketText, type JobTag } from './job-tag-document';
import { banner, caption, intakeBlock, put, rule, workBlock, type TagSizes } from './job-tag-draw';

/** 62 mm continuous thermal label: the width is fixed, the length is what the content needs. */
const MM = 72 / 25.4;
export const LABEL_WIDTH = 62 * MM;
/** Thermal printers leave about 1.5 mm unprinted at each edge; 3 mm keeps clear of it. */
const MARGIN = 3 * MM;
const SIZES: TagSizes = { caption: 7, value: 10.5, detail: 9.5, gap: 6 };
const QR_SIZE = 30 * MM;

/** Draws the label from the top of the page and answers the length it needs (its bottom margin included). */
export function drawLabel(doc: Doc, tag: JobTag): number {
  const x = MARGIN;
  const width = LABEL_WIDTH - 2 * MARGIN;
  const gap = SIZES.gap;
  let y = MARGIN;
  if (tag.express) y = banner(doc, 'EXPRESS', x, y, width, 26) + gap;
  y = put(doc, jobNumber(tag), x, y, { bold: true, size: 22, width });
  y = put(doc, tag.store, x, y + 1, { bold: true, size: 10, width });
  y = caption(doc, 'Due', x, y + gap, width, SIZES);
  y = put(doc, dueText(tag), x, y, { bold: true, size: 13, width }) + gap;
  y = rule(doc, x, y, width) + gap;

  y = caption(doc, 'Customer', x, y, width, SIZES);
  y = put(doc, tag.customer.name, x, y, { bold: true, size: 11.5, width });
  if (tag.customer.phone) y = put(doc, tag.customer.phone, x, y, { size: 10.5, width });
  y = rule(doc, x, y + gap, width) + gap;

  y = caption(doc, 'Racket', x, y, width, SIZES);
  y = put(doc, racketText(tag), x, y, { bold: true, size: 11.5, width }) + gap / 2;
  y = intakeBlock(doc, tag, x, y, width, SIZES);
  y = workBlock(doc, tag, x, y, width, { labelWidth: 44, bannerSize: 11, sizes: SIZES }) + gap / 2;

  y = rule(doc, x, y, width) + gap;
  drawQr(doc, tag.jobUrl, x + (width - QR_SIZE) / 2, y, QR_SIZE);
  y = put(doc, 'Scan to open the job', x, y + QR_SIZE, { size: 8, width, align: 'center' });
  y = put(doc, tag.shopName, x, y + 2, { size: 8, width, align: 'center' });
  return Math.ceil(y + MARGIN);
}
