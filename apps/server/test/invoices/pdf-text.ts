import { execFile } from 'node:child_process';
import { expect } from 'vitest';
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
export async function pdftotextText(pdf: Buffer, options: { layout?: boolean } = {}): Promise<string> {
  // -layout keeps each printed row on one line; without it poppler reads a page block by block (a wide gap
  // between a row's parts starts a new block), as search indexers do.
  const args = [...(options.layout ? ['-layout'] : []), '-enc', 'UTF-8', '-', '-'];
  const text = await new Promise<string>((resolve, reject) => {
    const child = execFile('pdftotext', args, { encoding: 'utf8' }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin!.end(pdf);
  });
  return text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '');
}

/** A bilingual row as a reader reads it: the English label, the value, then the Arabic label (bilingual-row.ts). */
export type RowParts = [english: string, value: string | RegExp, arabic: string];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The row as a pattern: its parts in that order on one line, any spaces between them (the extractors differ). */
export const rowPattern = ([english, value, arabic]: RowParts): RegExp =>
  new RegExp(
    `${escaped(english)}[ \\t]*${typeof value === 'string' ? escaped(value) : value.source}[ \\t]*${escaped(arabic)}`,
  );

/** The lines of an extracted text that hold both an Arabic letter and a digit: read in an order the page does not say. */
export const linesMixingArabicAndDigits = (text: string): string[] =>
  text.split('\n').filter((line) => /[\u0600-\u06ff]/.test(line) && /\d/.test(line));

/**
 * Every row read in order, English label, value, Arabic label, by pdf.js (unpdf, stream order) and by poppler's
 * pdftotext with its layout kept; and in pdftotext's block-by-block reading no line mixes Arabic with a number.
 */
export async function expectRowsReadInOrder(pdf: Buffer, rows: RowParts[]): Promise<void> {
  const [pdfjs, poppler, blocks] = await Promise.all([
    pdfText(pdf),
    pdftotextText(pdf, { layout: true }),
    pdftotextText(pdf),
  ]);
  for (const row of rows) {
    const pattern = rowPattern(row);
    expect(pdfjs, 'pdf.js').toMatch(pattern);
    expect(poppler, 'pdftotext -layout').toMatch(pattern);
  }
  expect(linesMixingArabicAndDigits(blocks)).toEqual([]);
}
