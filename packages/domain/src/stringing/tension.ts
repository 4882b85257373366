/**
 * String tension as the customer says it: a value with at most one decimal, in kg or lb.
 * Kept as an integer number of tenths with its unit (23.5 kg is 235 tenths of a kilogram), so it
 * is stored exactly as entered and never goes through a float round trip. The other unit is only
 * ever shown, worked out from the tenths.
 */
export const TENSION_UNITS = ['kg', 'lb'] as const;
export type TensionUnit = (typeof TENSION_UNITS)[number];

/** Allowed tensions, inclusive, per unit (the same range: 9 kg ≈ 20 lb, 35 kg ≈ 77 lb). */
export const TENSION_RANGE: Readonly<Record<TensionUnit, { min: number; max: number }>> = {
  kg: { min: 9, max: 35 },
  lb: { min: 20, max: 77 },
};

/** 1 kg = 2.20462 lb; kept as a ratio of integers for the conversion of tenths. */
const LB_PER_KG_NUM = 220462;
const LB_PER_KG_DEN = 100000;

export const TENSION_MESSAGES = {
  notANumber: 'Enter the tension as a number, for example 23.5.',
  oneDecimal: 'Enter the tension with at most one decimal, for example 23.5.',
  range: 'Tension must be between 9 and 35 kg (20–77 lb).',
} as const;

/** 23.5 → 235; null when the value has more than one decimal or is not a finite number. */
export function tensionToTenths(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const tenths = Math.round(value * 10);
  // 23.5 * 10 is 235 exactly; 23.55 * 10 is 235.5 (or 235.49999…), more than one decimal.
  if (Math.abs(tenths - value * 10) > 1e-6) return null;
  return tenths;
}

/** 235 → 23.5 (the number as entered: tenths / 10 prints back with at most one decimal). */
export function tenthsToTension(tenths: number): number {
  return tenths / 10;
}

export function isTensionInRange(tenths: number, unit: TensionUnit): boolean {
  const { min, max } = TENSION_RANGE[unit];
  return tenths >= min * 10 && tenths <= max * 10;
}

/** Checks a tension as entered; null when fine, else the sentence to show. */
export function tensionProblem(value: unknown, unit: TensionUnit): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return TENSION_MESSAGES.notANumber;
  const tenths = tensionToTenths(value);
  if (tenths === null) return TENSION_MESSAGES.oneDecimal;
  if (!isTensionInRange(tenths, unit)) return TENSION_MESSAGES.range;
  return null;
}

/** The same tension in the other unit, rounded to the nearest tenth (half away from zero). */
export function convertTenths(tenths: number, from: TensionUnit, to: TensionUnit): number {
  if (from === to) return tenths;
  const [num, den] = from === 'kg' ? [LB_PER_KG_NUM, LB_PER_KG_DEN] : [LB_PER_KG_DEN, LB_PER_KG_NUM];
  return Math.round((tenths * num) / den);
}

/** Steps a switched tension is rounded to, in tenths: 0.1 kg, 0.5 lb (a stringing machine's steps). */
const SWITCH_STEP_TENTHS: Readonly<Record<TensionUnit, number>> = { kg: 1, lb: 5 };

/**
 * The kg | lb switch: the same tension in the other unit, rounded to 0.1 kg or 0.5 lb (24 kg → 53 lb,
 * 53 lb → 24 kg). The switch converts; it never keeps the number (24 kg is not 24 lb).
 */
export function switchTensionUnit(value: number, from: TensionUnit, to: TensionUnit): number {
  if (from === to) return value;
  const step = SWITCH_STEP_TENTHS[to];
  const tenths = Math.round(convertTenths(Math.round(value * 10), from, to) / step) * step;
  return tenthsToTension(tenths);
}

function tenthsText(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}

/** "23.5 kg" — always one decimal. */
export function formatTension(tenths: number, unit: TensionUnit): string {
  return `${tenthsText(tenths)} ${unit}`;
}

/** "23.5 kg (51.8 lb)": as entered first, the other unit beside it. */
export function formatTensionBoth(tenths: number, unit: TensionUnit): string {
  const other: TensionUnit = unit === 'kg' ? 'lb' : 'kg';
  return `${formatTension(tenths, unit)} (${formatTension(convertTenths(tenths, unit, other), other)})`;
}
