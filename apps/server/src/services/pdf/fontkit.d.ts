declare module 'fontkit' {
  /** A laid-out glyph: its letters (none for a dot the font draws apart) and its outline. */
  export interface Glyph {
    id: number;
    codePoints: number[];
    path: { toSVG(): string; commands: { command: string; args: number[] }[] };
  }
  /** Where a glyph goes, in font units. */
  export interface GlyphPosition {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  /** A parsed font; PDFKit lays text out with it (its own types say no more than that). */
  export interface Font {
    unitsPerEm: number;
    layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: GlyphPosition[] };
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
