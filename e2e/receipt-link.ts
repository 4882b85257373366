import { extractText, getDocumentProxy } from 'unpdf';

/** The customer's status link as the drop-off receipt carries it: its link annotation and the address printed under the QR code. */
export interface ReceiptLink {
  /** The addresses of the receipt's link annotations (the QR code and the printed address are one link). */
  annotations: string[];
  /** The address printed under the QR code, read back with unpdf (on 80 mm it wraps onto a second line). */
  printed: string | null;
}

/** Reads the status link off a receipt PDF, as a phone's PDF viewer offers it and as a person reads it. */
export async function readReceiptLink(pdf: Uint8Array): Promise<ReceiptLink> {
  // pdf.js takes the bytes over (the buffer is detached): it reads a copy.
  const document = await getDocumentProxy(pdf.slice());
  const page = await document.getPage(1);
  const annotations = (await page.getAnnotations())
    .filter((annotation: { subtype?: string; url?: string }) => annotation.subtype === 'Link' && annotation.url)
    .map((annotation: { url?: string }) => annotation.url!);
  const { text } = await extractText(document, { mergePages: true });
  const printed = text.replace(/\n/g, '').match(/https?:\/\/\S+?\/status\/[A-Za-z0-9_-]{43}/)?.[0] ?? null;
  return { annotations, printed };
}
