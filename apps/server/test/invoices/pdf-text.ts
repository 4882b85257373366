// pdf-parse 1.1.1 runs a debug self-test when its index is imported; its lib entry does not.
// @ts-expect-error: pdf-parse ships no types
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

type Parsed = { text: string; numpages: number };

/**
 * The text of a PDF, as a reader's copy-paste would give it. The pdf.js bundled in pdf-parse
 * sometimes fails its first parse in a process with "bad XRef entry" on a valid file (poppler
 * reads the same bytes, and their xref offsets check out); a second parse of the same bytes
 * succeeds, so one retry is allowed. A broken PDF still fails.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parse = () => pdfParse(Buffer.from(pdf)) as Promise<Parsed>;
  const parsed = await parse().catch(parse);
  return parsed.text;
}
