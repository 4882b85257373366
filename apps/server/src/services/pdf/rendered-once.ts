import { LRUCache } from 'lru-cache';

/** At most this many bytes of rendered PDFs (and their keys) are kept per process. */
export const RENDERED_PDF_BYTES = 32 * 1024 * 1024;

/**
 * A PDF renderer that draws each document once: the bytes are kept, keyed by everything the document shows (its
 * JSON), so a reprint or a second download of an unchanged invoice is answered from memory, and a document whose
 * data changed (a shop setting, a name) is a new key and drawn again. Only for renderers whose bytes are a function
 * of their input alone (no clock, no randomness: the tax invoice's creation date is its issue date). Two requests for
 * the same document at once share one drawing. The least recently used are dropped past RENDERED_PDF_BYTES.
 */
export function renderedOnce<T>(render: (document: T) => Promise<Buffer>): (document: T) => Promise<Buffer> {
  const kept = new LRUCache<string, Buffer>({
    maxSize: RENDERED_PDF_BYTES,
    sizeCalculation: (pdf, key) => pdf.length + key.length * 2,
  });
  const drawing = new Map<string, Promise<Buffer>>();
  return (document) => {
    const key = JSON.stringify(document);
    const pdf = kept.get(key);
    if (pdf) return Promise.resolve(pdf);
    let pending = drawing.get(key);
    if (!pending) {
      pending = render(document)
        .then((drawn) => {
          kept.set(key, drawn);
          return drawn;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  };
}
