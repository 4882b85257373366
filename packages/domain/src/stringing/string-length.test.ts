import { describe, expect, it } from 'vitest';
import { jobLengthCm, parseStringLengths, splitMainsCrosses } from './string-length';

describe('string used by a job', () => {
  it('uses about 11 m for 16x19 and 12 m for 18x20, and the nearest rule for other patterns', () => {
    expect(jobLengthCm('16x19')).toBe(1100);
    expect(jobLengthCm('18x20')).toBe(1200);
    expect(jobLengthCm('16x18')).toBe(1100);
    expect(jobLengthCm('18x19')).toBe(1200);
  });

  it('follows the shop configuration', () => {
    const lengths = parseStringLengths('16x19:1050, 16x18:1000');
    expect(jobLengthCm('16x19', lengths)).toBe(1050);
    expect(jobLengthCm('16x18', lengths)).toBe(1000);
    expect(jobLengthCm('18x20', lengths)).toBe(1200);
    expect(() => parseStringLengths('16x19=11')).toThrow(/pattern:centimetres/);
  });

  it('splits a job into mains and crosses without losing a centimetre', () => {
    expect(splitMainsCrosses(1100)).toEqual({ mains: 550, crosses: 550 });
    expect(splitMainsCrosses(1101)).toEqual({ mains: 551, crosses: 550 });
  });
});
