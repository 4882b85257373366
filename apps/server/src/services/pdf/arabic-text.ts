import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Arabic letters (and their presentation forms): drawn with the Arabic font, everything else with the Latin one. */
const ARABIC = /[\u0600-\u065f\u066a-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/** A piece of a line in drawing order; `arabic` pieces are in logical order, because fontkit reverses Arabic runs itself. */
export interface TextPiece {
  text: string;
  arabic: boolean;
}

/**
 * The line in visual (left-to-right drawing) order by the Unicode bidirectional algorithm, right-to-left
 * paragraph: Arabic words read right to left, Latin names and numbers inside them stay left to right.
 */
export function visualOrder(text: string): string {
  const levels = bidi.getEmbeddingLevels(text, 'rtl');
  const chars = text
    .split('')
    .map((char, i) => (levels.levels[i]! & 1 ? (bidi.getMirroredCharacter(char) ?? char) : char));
  for (const [start, end] of bidi.getReorderSegments(text, levels)) {
    const flipped = chars.slice(start, end + 1).reverse();
    chars.splice(start, flipped.length, ...flipped);
  }
  return chars.join('');
}

/**
 * The line cut into pieces to draw one after another from the left: runs of Arabic letters (handed back in
 * logical order for PDFKit's shaper, which joins the letters and lays them out right to left) and the rest.
 */
export function visualPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  for (const char of visualOrder(text).split('')) {
    const arabic = ARABIC.test(char);
    const last = pieces.at(-1);
    if (last && last.arabic === arabic) last.text += char;
    else pieces.push({ text: char, arabic });
  }
  return pieces.map((piece) => (piece.arabic ? { ...piece, text: [...piece.text].reverse().join('') } : piece));
}

/** True when the text has Arabic letters. */
export const hasArabic = (text: string) => ARABIC.test(text);
