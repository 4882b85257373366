declare module 'fontkit' {
  /** A parsed font; PDFKit lays text out with it (its own types say no more than that). */
  export interface Font {
    layout(text: string, features?: unknown): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
