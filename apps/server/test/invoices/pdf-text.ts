import { execFile } from 'node:child_process';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF, every page joined, as a reader's copy-paste would give it (unpdf: Mozilla's
 * pdf.js packaged for Node). A broken PDF fails.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

/**
 * The text of a PDF as poppler's pdftotext reads it (the reader behind most Linux viewers and many search
 * indexers), without the bidi embedding marks it wraps each line in. A broken PDF fails.
 */
export async function pdftotextText(pdf: Buffer): Promise<string> {
  const text = await new Promise<string>((resolve, reject) => {
    const child = execFile('pdftotext', ['-enc', 'UTF-8', '-', '-'], { encoding: 'utf8' }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin!.end(pdf);
  });
  return text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '');
}
