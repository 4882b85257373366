import { withoutBidiControls } from './text';

/**
 * The one rule for a text cell of every CSV the product writes (server downloads and tables saved from the
 * browser; docs/decisions/csv-exports.md).
 */

/** The byte order mark that makes spreadsheet programs read the file as UTF-8 (Arabic names). */
export const UTF8_BOM = '\uFEFF';

/** The first characters a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as it is safe to open in a spreadsheet: bidirectional controls removed, and a cell that would start a
 * formula (`=`, `+`, `-`, `@`, a tab or a carriage return) prefixed with `'`, so Excel and LibreOffice show it as
 * text instead of running it. Numbers are not text cells: they are written as they are.
 */
export function safeCsvText(text: string): string {
  const plain = withoutBidiControls(text);
  return FORMULA_START.test(plain) ? `'${plain}` : plain;
}
