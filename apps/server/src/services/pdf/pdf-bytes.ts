import type { Doc } from './layout';

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
