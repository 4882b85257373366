/**
 * Money is held as integer fils (1 AED = 100 fils) everywhere it is stored or summed.
 * Conversions to and from AED happen only at the edges (API payloads and screens).
 *
 * `Fils` is a branded number: a plain number (or an AED amount) does not compile where fils are
 * expected. Values become fils only through the constructors below (`fils`, `aed`,
 * `parseDecimalToFils`) and the arithmetic helpers (`addFils`, `sumFils`, `subFils`, `timesFils`,
 * `vatOf`, ...), so every amount is a whole number of fils by construction.
 */
import { intlLocale, type Language } from './i18n/languages';
import { onceEach } from './once-each';

export type Fils = number & { readonly __fils: true };

export const FILS_PER_AED = 100;

function checked(value: number, what: unknown): Fils {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a money amount: ${String(what)}`);
  return value as Fils;
}

/** An integer count of fils read from the database or JSON; anything else is refused. */
export function fils(value: number): Fils {
  return checked(value, value);
}

/** AED (at most two decimals) to fils, rounded to the nearest fil. */
export function aed(amount: number): Fils {
  return checked(Math.round(amount * FILS_PER_AED), amount);
}

export function toAed(value: Fils): number {
  return value / FILS_PER_AED;
}

/** Parses a decimal string such as "1234.5000" into fils exactly, without floating point. */
export function parseDecimalToFils(value: string): Fils {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const padded = (fraction + '000').slice(0, 3);
  let result = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) result += 1; // half-up on the third decimal
  return checked(sign === '-' ? -result : result, value);
}

export function addFils(a: Fils, b: Fils): Fils {
  return (a + b) as Fils;
}

export function subFils(a: Fils, b: Fils): Fils {
  return (a - b) as Fils;
}

export function sumFils(values: Iterable<Fils>): Fils {
  let total = 0;
  for (const value of values) total += value;
  return total as Fils;
}

/** An amount times a whole quantity. */
export function timesFils(value: Fils, quantity: number): Fils {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Not a whole quantity: ${quantity}`);
  return checked(value * quantity, quantity);
}

/** The larger of two amounts (e.g. a price reduced by a free service, never below 0). */
export function maxFils(a: Fils, b: Fils): Fils {
  return a >= b ? a : b;
}

/** Rounds half away from zero, so a negative amount (a discount) mirrors a positive one exactly. */
function roundHalfAway(value: number): Fils {
  return checked(Math.sign(value) * Math.round(Math.abs(value)), value);
}

/** VAT at a whole-number percent rate on an amount excluding VAT, rounded half away from zero. */
export function vatOf(netFils: Fils, ratePercent: number): Fils {
  return roundHalfAway((netFils * ratePercent) / 100);
}

/** The VAT inside an amount that includes it: 105.00 at 5% -> 5.00. */
export function vatIncluded(inclusiveFils: Fils, ratePercent: number): Fils {
  return roundHalfAway((inclusiveFils * ratePercent) / (100 + ratePercent));
}

export interface FormatAedOptions {
  /** Append " AED" (default). Off where the currency is already in a heading, as in invoice tables. */
  unit?: boolean;
}

/**
 * A whole number with its thousands grouped by commas ("1,234,567", "-1,234"): what Intl's en-US and en-AE write for
 * a safe integer, without Intl (a browser's first NumberFormat costs tens of milliseconds on a slow device;
 * money.test.ts compares both).
 */
export function groupThousands(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${String(value)}`);
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}

/**
 * The one AED format of every screen, email and PDF: "1,234.50 AED" ("-47.62 AED" for a discount).
 * Built from the integer fils, so it is exact for every amount.
 */
export function formatAed(value: Fils, options: FormatAedOptions = {}): string {
  const abs = Math.abs(value);
  const number = `${value < 0 ? '-' : ''}${groupThousands(Math.floor(abs / FILS_PER_AED))}.${String(abs % FILS_PER_AED).padStart(2, '0')}`;
  return options.unit === false ? number : `${number} AED`;
}

export interface FormatAedInOptions extends FormatAedOptions {
  /** Arabic-Indic digits (٠١٢…) in Arabic: the shop's setting (store_settings.arabic_digits). Latin by default. */
  digits?: 'latin' | 'arab';
}

/** One number format per locale, with or without the currency, made once. */
const aedFormatter = onceEach(
  (locale: string, unit: boolean) =>
    new Intl.NumberFormat(locale, {
      ...(unit ? { style: 'currency', currency: 'AED' } : {}),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * `formatAed` in a language, through `Intl` for ar-AE / en-AE (docs/decisions/i18n.md). English is
 * exactly `formatAed` ("1,234.50 AED"); Arabic is Intl's ar-AE currency ("1,234.50 د.إ.", Latin digits
 * unless the shop chose Arabic-Indic ones). Formatted from the exact decimal string of the fils.
 */
export function formatAedIn(value: Fils, language: Language, options: FormatAedInOptions = {}): string {
  if (language === 'en') return formatAed(value, options);
  const abs = Math.abs(value);
  const decimal = `${value < 0 ? '-' : ''}${Math.floor(abs / FILS_PER_AED)}.${String(abs % FILS_PER_AED).padStart(2, '0')}`;
  const format = aedFormatter(intlLocale(language, options.digits), options.unit !== false);
  // Intl formats a decimal string exactly (no float rounding); its types only name numbers.
  return format.format(decimal as unknown as number);
}
