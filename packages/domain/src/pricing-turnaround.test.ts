import { describe, expect, it } from 'vitest';
import { mixedTurnaround, TURNAROUND_MESSAGES } from './pricing';

describe('one racket, one turnaround', () => {
  it('refuses an express string and a regular grip on the same racket, naming it', () => {
    expect(
      mixedTurnaround([
        { racketName: 'Wilson Blade 98', type: 'Express' },
        { racketName: ' wilson blade 98 ', type: 'Regular' },
      ]),
    ).toEqual({ index: 1, message: TURNAROUND_MESSAGES.mixed('wilson blade 98') });
    expect(TURNAROUND_MESSAGES.mixed('Wilson Blade 98')).toBe(
      'Wilson Blade 98 has an Express and a Regular service in this checkout, but a racket comes back once. Make all of its services Express or all Regular.',
    );
  });

  it('a free stringing without a racket name is its entitlement', () => {
    const lines = [
      { racketName: '', rpId: 4, type: 'Regular' as const },
      { racketName: '', rpId: 4, type: 'Express' as const },
    ];
    expect(mixedTurnaround(lines)?.index).toBe(1);
    expect(mixedTurnaround([lines[0]!, { ...lines[1]!, rpId: 5 }])).toBeNull();
  });

  it('accepts one type per racket, different rackets with different types, and unnamed lines', () => {
    expect(
      mixedTurnaround([
        { racketName: 'Pure Aero', type: 'Express' },
        { racketName: 'Pure Aero', type: 'Express' },
        { racketName: 'Speed MP', type: 'Regular' },
        { racketName: '', type: 'Regular' },
        { racketName: '', type: 'Express' },
        { racketName: 'Speed MP', type: null },
      ]),
    ).toBeNull();
  });
});

describe('one turnaround per customer racket', () => {
  it('a picked racket is the racket, whatever the lines call it', () => {
    const lines = [
      { racketName: 'Pure Aero', racketId: 9, type: 'Express' as const },
      { racketName: '', racketId: 9, type: 'Regular' as const },
    ];
    expect(mixedTurnaround(lines)).toEqual({ index: 1, message: TURNAROUND_MESSAGES.mixed('This racket') });
    expect(mixedTurnaround([lines[0]!, { ...lines[1]!, racketId: 10 }])).toBeNull();
  });
});
