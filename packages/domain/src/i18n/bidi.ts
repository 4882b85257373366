/** Left-to-right isolate and its end (U+2066 LRI, U+2069 PDI). */
const LRI = '\u2066';
const PDI = '\u2069';

/** Any isolate mark: LRI, RLI, FSI or PDI (U+2066 to U+2069). */
const ISOLATE_MARK = /[\u2066-\u2069]/;

/**
 * The value as one left-to-right unit inside right-to-left text: a Latin racket name, a date, a phone
 * number, an amount or a link keeps its order in an Arabic sentence (emails, WhatsApp texts, PDFs).
 */
export const ltr = (value: string): string => `${LRI}${value}${PDI}`;

/** Whether a character is an isolate mark, which orders text but is never drawn. */
export const isIsolateMark = (char: string): boolean => ISOLATE_MARK.test(char);
