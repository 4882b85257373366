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
