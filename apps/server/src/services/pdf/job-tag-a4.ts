import { PAGE, type Doc } from './layout';
import { drawQr } from './draw-qr';
import { dueText, jobNumber, racketText, type JobTag } from './job-tag-document';
import { banner, caption, intakeBlock, put, rule, workBlock, type TagSizes } from './job-tag-draw';

const SIZES: TagSizes = { caption: 9, value: 14, detail: 12.5, gap: 12 };
const QR_SIZE = 170;

/** The A4 sheet: the same facts as the label, large enough to read across the bench, QR top right. */
export function drawA4(doc: Doc, tag: JobTag): void {
  const x = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const gap = SIZES.gap;
  put(doc, tag.shopName, x, x, { size: 11, width: width / 2 });
  put(doc, tag.store, x + width / 2, x, { bold: true, size: 13, width: width / 2, align: 'right' });
  let y = rule(doc, x, x + 20, width, 1.2) + gap;
  y = put(doc, jobNumber(tag), x, y, { bold: true, size: 40, width }) + gap / 2;
  if (tag.express) y = banner(doc, 'EXPRESS', x, y, width, 48) + gap;

  const qrX = x + width - QR_SIZE;
  const qrTop = y;
  drawQr(doc, tag.jobUrl, qrX, qrTop, QR_SIZE);
  const qrBottom = put(doc, 'Scan to open the job', qrX, qrTop + QR_SIZE, {
    size: 10,
    width: QR_SIZE,
    align: 'center',
  });

  const left = width - QR_SIZE - 24;
  y = caption(doc, 'Due', x, y, left, SIZES);
  y = put(doc, dueText(tag), x, y, { bold: true, size: 22, width: left }) + gap;
  y = caption(doc, 'Customer', x, y, left, SIZES);
  y = put(doc, tag.customer.name, x, y, { bold: true, size: 18, width: left });
  if (tag.customer.phone) y = put(doc, tag.customer.phone, x, y, { size: 14, width: left });
  y = caption(doc, 'Racket', x, y + gap, left, SIZES);
  y = put(doc, racketText(tag), x, y, { bold: true, size: 18, width: left }) + gap / 2;

  y = rule(doc, x, Math.max(y, qrBottom) + gap / 2, width) + gap;
  y = intakeBlock(doc, tag, x, y, width, SIZES);
  workBlock(doc, tag, x, y, width, { labelWidth: 110, bannerSize: 15, sizes: SIZES });
}
