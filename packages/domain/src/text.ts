/**
 * Bidirectional embedding and override controls (U+202A–U+202E) and isolates (U+2066–U+2069). In a name or a note
 * they only serve a spoof: `Ali \u202Egnp.exe` is shown as `Ali exe.png`. The product's own texts order Latin inside
 * Arabic with isolates (i18n/bidi.ts `ltr`), added when a text is written out, never taken from what people type.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without bidirectional controls: what is kept of a name or free text that came from outside. */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');
