import bidiFactory from 'bidi-js';
import { isIsolateMark, ltr } from '@shop/domain/i18n/bidi';
import { withoutBidiControls } from '@shop/domain/text';

const bidi = bidiFactory();

/** Arabic letters (and their presentation forms): drawn with the Arabic font, everything else with the Latin one. */
const ARABIC = /[\u0600-\u065f\u066a-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/** Left-to-right, right-to-left and Arabic letter marks (Intl puts them around Arabic amounts and dates). */
const DIRECTION_MARK = /[\u200e\u200f\u061c]/;

/** A piece of a line in drawing order; `arabic` pieces are in logical order, because fontkit reverses Arabic runs itself. */
export interface TextPiece {
  text: string;
  arabic: boolean;
}

/**
 * A percentage ("5%") kept as one left-to-right unit: bidi-js leaves the sign at the paragraph's level, so
 * inside Arabic it would show as "%5". Isolated, it reads "5%" as on the English side (the shop's Latin digits).
 */
const isolatePercentages = (text: string) => text.replace(/\d[\d.,]*\s?%/g, ltr);

/** The line's characters in visual (left-to-right drawing) order, each with its bidi embedding level. */
function visualChars(line: string): { char: string; level: number }[] {
  // Controls typed into a name are dropped first: only the product's own isolates order the line.
  const text = isolatePercentages(withoutBidiControls(line));
  const levels = bidi.getEmbeddingLevels(text, 'rtl');
  const chars = text.split('').map((char, i) => {
    const level = levels.levels[i]!;
    return { char: level & 1 ? (bidi.getMirroredCharacter(char) ?? char) : char, level };
  });
  for (const [start, end] of bidi.getReorderSegments(text, levels)) {
    const flipped = chars.slice(start, end + 1).reverse();
    chars.splice(start, flipped.length, ...flipped);
  }
  // The marks have ordered the line; drawn, they would take room (Helvetica has no glyph for them) and push a
  // neighbour onto the next piece: the dirham sign's last dot sat on its alef, and pdftotext read "د..إ".
  return chars.filter(({ char }) => !isIsolateMark(char) && !DIRECTION_MARK.test(char));
}

/**
 * The line in visual (left-to-right drawing) order by the Unicode bidirectional algorithm, right-to-left
 * paragraph: Arabic words read right to left, Latin names and numbers inside them stay left to right.
 */
export const visualOrder = (line: string): string =>
  visualChars(line)
    .map(({ char }) => char)
    .join('');

/**
 * The line cut into pieces to draw one after another from the left: runs of Arabic words with the spaces
 * between them (handed back in logical order for PDFKit's shaper, which joins the letters and lays the run
 * out right to left), left-to-right runs (names, numbers), and the marks between them that read right to
 * left (" · "). A space stays with the piece before it. Drawn from the right, the pieces come in reading order.
 */
export function visualPieces(line: string): TextPiece[] {
  const pieces: (TextPiece & { level: number })[] = [];
  for (const { char, level } of visualChars(line)) {
    const last = pieces.at(-1);
    if (last && /\s/.test(char)) last.text += char;
    else if (last && last.arabic === ARABIC.test(char) && last.level === level) last.text += char;
    else pieces.push({ text: char, arabic: ARABIC.test(char), level });
  }
  return pieces.map(({ text, arabic }) => ({ text: arabic ? [...text].reverse().join('') : text, arabic }));
}

/** True when the text has Arabic letters. */
export const hasArabic = (text: string) => ARABIC.test(text);
