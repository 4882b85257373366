import { describe, expect, it } from 'vitest';
import {
  convertTenths,
  formatTension,
  formatTensionBoth,
  TENSION_MESSAGES,
  tensionProblem,
  tensionToTenths,
  tenthsToTension,
  switchTensionUnit,
} from './tension';

describe('tension as entered', () => {
  it('keeps at most one decimal, as integer tenths, and prints back exactly what was entered', () => {
    expect(tensionToTenths(23.5)).toBe(235);
    expect(tensionToTenths(24.3)).toBe(243);
    expect(tensionToTenths(52)).toBe(520);
    expect(tensionToTenths(23.55)).toBeNull();
    expect(tensionToTenths(Number.NaN)).toBeNull();
    for (let tenths = 90; tenths <= 770; tenths += 1) {
      expect(tensionToTenths(tenthsToTension(tenths))).toBe(tenths);
      expect(String(tenthsToTension(tenths))).toMatch(/^\d{1,2}(\.\d)?$/);
    }
  });

  it('allows 9–35 kg and 20–77 lb, inclusive, and names the range otherwise', () => {
    for (const ok of [9, 23.5, 35]) expect(tensionProblem(ok, 'kg')).toBeNull();
    for (const ok of [20, 52.5, 77]) expect(tensionProblem(ok, 'lb')).toBeNull();
    for (const out of [8.9, 35.1, 52]) expect(tensionProblem(out, 'kg')).toBe(TENSION_MESSAGES.range);
    for (const out of [19.9, 77.1, 9]) expect(tensionProblem(out, 'lb')).toBe(TENSION_MESSAGES.range);
    expect(TENSION_MESSAGES.range).toBe('Tension must be between 9 and 35 kg (20–77 lb).');
    expect(tensionProblem(23.45, 'kg')).toBe(TENSION_MESSAGES.oneDecimal);
    expect(tensionProblem('23', 'kg')).toBe(TENSION_MESSAGES.notANumber);
    expect(tensionProblem(Number.POSITIVE_INFINITY, 'lb')).toBe(TENSION_MESSAGES.notANumber);
  });
});

describe('kg and lb shown side by side', () => {
  it('converts tenths to the nearest tenth of the other unit', () => {
    expect(convertTenths(235, 'kg', 'lb')).toBe(518); // 23.5 kg = 51.81 lb
    expect(convertTenths(520, 'lb', 'kg')).toBe(236); // 52 lb = 23.59 kg
    expect(convertTenths(90, 'kg', 'lb')).toBe(198);
    expect(convertTenths(770, 'lb', 'kg')).toBe(349);
    expect(convertTenths(235, 'kg', 'kg')).toBe(235);
  });

  it('prints one decimal always, the unit as entered first', () => {
    expect(formatTension(520, 'lb')).toBe('52.0 lb');
    expect(formatTensionBoth(235, 'kg')).toBe('23.5 kg (51.8 lb)');
    expect(formatTensionBoth(520, 'lb')).toBe('52.0 lb (23.6 kg)');
    expect(formatTensionBoth(90, 'kg')).toBe('9.0 kg (19.8 lb)');
  });
});

describe('the kg | lb switch', () => {
  it('converts the tension, rounded to 0.1 kg or 0.5 lb, and never keeps the number', () => {
    expect(switchTensionUnit(24, 'kg', 'lb')).toBe(53);
    expect(switchTensionUnit(53, 'lb', 'kg')).toBe(24);
    expect(switchTensionUnit(23.5, 'kg', 'lb')).toBe(52);
    expect(switchTensionUnit(52.5, 'lb', 'kg')).toBe(23.8);
    expect(switchTensionUnit(24, 'kg', 'kg')).toBe(24);
  });

  it('keeps a switched tension in range, checked on the converted value', () => {
    for (let tenths = 90; tenths <= 350; tenths += 1) {
      const lb = switchTensionUnit(tenths / 10, 'kg', 'lb');
      expect(tensionProblem(lb, 'lb')).toBeNull();
    }
    // 24 kg left as "24 lb" would be 10.9 kg: in the lb range, and it is the switch that must prevent it.
    expect(switchTensionUnit(24, 'kg', 'lb')).not.toBe(24);
    expect(tensionProblem(switchTensionUnit(8, 'kg', 'lb'), 'lb')).toBe(TENSION_MESSAGES.range);
  });
});
