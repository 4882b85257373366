import { describe, expect, it } from 'vitest';
import { racketDetailsFromName } from './racket-from-name';

describe('a racket product name gives its pattern and head size', () => {
  it('knows a common racket followed by its year, version or generation', () => {
    expect(racketDetailsFromName('Wilson Pro Staff 97 v14')).toEqual({ pattern: '16x19', head_size: 97 });
    expect(racketDetailsFromName('Head Speed Pro 2024')).toEqual({ pattern: '18x20', head_size: 100 });
    expect(racketDetailsFromName('babolat pure aero 2023 (1 of 2)')).toEqual({ pattern: '16x19', head_size: 100 });
    expect(racketDetailsFromName('Yonex VCORE 98 7th Gen')).toEqual({ pattern: '16x19', head_size: 98 });
    expect(racketDetailsFromName('Wilson Blade 98 18x20 v9')).toEqual({ pattern: '18x20', head_size: 98 });
  });

  it('does not take another racket of the same line for it', () => {
    expect(racketDetailsFromName('Babolat Pure Drive 107')).toBeNull();
    expect(racketDetailsFromName('Head Speed MP L 2024')).toEqual({ pattern: '16x19', head_size: 100 });
    expect(racketDetailsFromName('Yonex EZONE 98 (8th Gen)')).toBeNull();
    expect(racketDetailsFromName('Babolat Pure')).toBeNull();
  });

  it('falls back to a pattern written in the name, with no head size', () => {
    expect(racketDetailsFromName('Babolat Pure Strike 98 16x19 Gen 4')).toEqual({ pattern: '16x19', head_size: null });
    expect(racketDetailsFromName('Wilson Blade 98 16X19 v9')).toEqual({ pattern: '16x19', head_size: null });
  });
});
