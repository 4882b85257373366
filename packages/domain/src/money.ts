/**
 * Money is held as integer fils (1 AED = 100 fils) everywhere it is stored or summed.
 * Conversions to and from AED happen only at the edges (API payloads and screens).
 */
export type Fils = number & { readonly __fils?: true };

export const FILS_PER_AED = 100;

export function aed(amount: number): Fils {
  const fils = Math.round(amount * FILS_PER_AED);
  if (!Number.isSafeInteger(fils)) throw new RangeError(`Not a money amount: ${amount}`);
  return fils;
}

export function toAed(fils: Fils): number {
  return fils / FILS_PER_AED;
}

/** Parses a decimal string such as "1234.5000" into fils exactly, without floating point. */
export function parseDecimalToFils(value: string): Fils {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const padded = (fraction + '000').slice(0, 3);
  let fils = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) fils += 1; // half-up on the third decimal
  return sign === '-' ? -fils : fils;
}

/** "1,234.50 AED" style text for screens and documents. */
export function formatAed(fils: Fils): string {
  const value = toAed(fils);
  return `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} AED`;
}

/** VAT in fils at a whole-number percent rate, rounded half-up. */
export function vatOf(netFils: Fils, ratePercent = 5): Fils {
  return Math.round((netFils * ratePercent) / 100);
}
