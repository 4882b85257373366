import { describe, expect, it } from 'vitest';
import { HYBRID_VIEW } from '@/testing/fake-rackets';
import { specSummary } from '@/lib/spec-summary';
import { specViewToInput } from '@/lib/spec-values';

describe('spec in one line', () => {
  it('names the racket, a hybrid’s two strings and both tensions in both units', () => {
    const spec = { ...specViewToInput(HYBRID_VIEW), prestretch_percent: 0, stencil: null };
    expect(specSummary(spec)).toBe(
      'Babolat Pure Aero 16x19 · RPM Blast 1.25 / ALU Power 1.25 (hybrid) · 23.5 kg (51.8 lb) / 22.0 kg (48.5 lb)',
    );
  });

  it('says one string and one tension when the crosses are the mains, and the extras', () => {
    const view = specViewToInput(HYBRID_VIEW);
    const spec = { ...view, crosses: view.mains, knots: 2 as const };
    expect(specSummary(spec)).toBe(
      'Babolat Pure Aero 16x19 · RPM Blast 1.25 · 23.5 kg (51.8 lb) · pre-stretch 10 %, 2 knots, stencil Babolat',
    );
  });

  it('marks the customer’s own string', () => {
    const view = specViewToInput(HYBRID_VIEW);
    const own = { string_id: null, own_string: 'Kirschbaum Max Power', tension: 52, unit: 'lb' as const };
    expect(specSummary({ ...view, mains: own, crosses: own, prestretch_percent: 0, stencil: null })).toBe(
      'Babolat Pure Aero 16x19 · Kirschbaum Max Power (own) · 52.0 lb (23.6 kg)',
    );
  });
});
