import type PDFKitDocument from 'pdfkit';
import { lazyPackage } from '../../lib/lazy-package';
import { withoutBidiControls } from '@shop/domain/text';
import type { Doc } from './layout';

const pdfkit = lazyPackage<typeof PDFKitDocument>('pdfkit');

/**
 * A new PDF document whose every text is written without bidirectional controls: a name stored before they were
 * removed on input, or one synced from the online store, can never be printed as a reversed spoof on a tag or an
 * invoice (docs/security.md). The text's order is the product's own (arabic-text.ts lays Arabic out itself).
 */
export function pdfDocument(options: PDFKit.PDFDocumentOptions): Doc {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument(options);
  const text = doc.text.bind(doc) as (...args: unknown[]) => Doc;
  doc.text = ((value: unknown, ...rest: unknown[]) =>
    text(typeof value === 'string' ? withoutBidiControls(value) : value, ...rest)) as Doc['text'];
  return doc;
}

/** Runs `draw` on the document, ends it, and answers the PDF's bytes. */
export function pdfBytes(doc: Doc, draw: (doc: Doc) => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
