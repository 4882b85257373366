import type { JobTagLayout } from '@shop/domain/contracts/job-tag';
import { pdfBytes, pdfDocument } from './pdf-bytes';
import { drawA4 } from './job-tag-a4';
import type { JobTag } from './job-tag-document';
import { drawLabel, LABEL_WIDTH } from './job-tag-label';

/** The job's tag as PDF bytes: a 62 mm thermal label as long as its content, or an A4 sheet. */
export function renderJobTag(tag: JobTag, layout: JobTagLayout): Promise<Buffer> {
  const info = { Title: `Job tag ${tag.jobId}`, Author: tag.shopName, Subject: 'Job tag' };
  if (layout === 'a4') return pdfBytes(pdfDocument({ size: 'A4', margin: 0, info }), (doc) => drawA4(doc, tag));
  // Lay the label out once on a long page to learn its length, then draw it on a page of exactly that length.
  const probe = pdfDocument({ size: [LABEL_WIDTH, 5000], margin: 0 });
  const length = drawLabel(probe, tag);
  probe.end();
  return pdfBytes(pdfDocument({ size: [LABEL_WIDTH, length], margin: 0, info }), (doc) => drawLabel(doc, tag));
}
