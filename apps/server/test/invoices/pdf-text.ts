// pdf-parse 1.1.1 runs a debug self-test when its index is imported; its lib entry does not.
// @ts-expect-error: pdf-parse ships no types
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

/** The text of a PDF, as a reader's copy-paste would give it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parsed = (await pdfParse(pdf)) as { text: string; numpages: number };
  return parsed.text;
}
