/** A string pattern: mains x crosses, each two digits ("16x19", "18x20"). */
export const STRING_PATTERN = /^\d{2}x\d{2}$/;

export const PATTERN_MESSAGE = 'Enter the string pattern as mains x crosses, for example 16x19.';

export function isStringPattern(value: string): boolean {
  return STRING_PATTERN.test(value);
}

export interface CommonRacket {
  brand: string;
  model: string;
  pattern: string;
  head_size: number;
}

/** Common rackets that pre-fill the spec; free text is always allowed beside them. */
export const COMMON_RACKETS: readonly CommonRacket[] = [
  { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19', head_size: 100 },
  { brand: 'Babolat', model: 'Pure Drive', pattern: '16x19', head_size: 100 },
  { brand: 'Babolat', model: 'Pure Strike 97', pattern: '16x19', head_size: 97 },
  { brand: 'Head', model: 'Speed MP', pattern: '16x19', head_size: 100 },
  { brand: 'Head', model: 'Speed Pro', pattern: '18x20', head_size: 100 },
  { brand: 'Head', model: 'Radical MP', pattern: '16x19', head_size: 98 },
  { brand: 'Head', model: 'Gravity Pro', pattern: '18x20', head_size: 100 },
  { brand: 'Wilson', model: 'Pro Staff 97', pattern: '16x19', head_size: 97 },
  { brand: 'Wilson', model: 'Blade 98 18x20', pattern: '18x20', head_size: 98 },
  { brand: 'Wilson', model: 'Clash 100', pattern: '16x19', head_size: 100 },
  { brand: 'Wilson', model: 'Ultra 100', pattern: '16x19', head_size: 100 },
  { brand: 'Yonex', model: 'EZONE 100', pattern: '16x19', head_size: 100 },
  { brand: 'Yonex', model: 'VCORE 98', pattern: '16x19', head_size: 98 },
  { brand: 'Yonex', model: 'Percept 97', pattern: '16x19', head_size: 97 },
  { brand: 'Prince', model: 'Textreme Tour 100', pattern: '16x18', head_size: 100 },
  { brand: 'Tecnifibre', model: 'TF40 305', pattern: '18x20', head_size: 98 },
  { brand: 'Dunlop', model: 'CX 200', pattern: '16x19', head_size: 98 },
];

export const RACKET_BRANDS: readonly string[] = [...new Set(COMMON_RACKETS.map((r) => r.brand))];
