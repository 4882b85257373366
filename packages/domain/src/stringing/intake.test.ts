import { describe, expect, it } from 'vitest';
import { crackBlocksStart, intakeWarnings, NO_INTAKE_FINDINGS } from './intake';

const none = NO_INTAKE_FINDINGS;

describe('intake warnings', () => {
  it('lists each finding, the crack first, and other damage with its note', () => {
    expect(intakeWarnings(null)).toEqual([]);
    expect(intakeWarnings(none)).toEqual([]);
    expect(
      intakeWarnings({
        ...none,
        grip_worn: true,
        frame_crack: true,
        strings_broken: true,
        other_damage: ' chipped paint ',
      }),
    ).toEqual(['Frame crack', 'Grip worn', 'Strings already broken', 'Other damage: chipped paint']);
    expect(intakeWarnings({ ...none, grommets_worn: true, bumper_worn: true })).toEqual([
      'Grommets worn or broken',
      'Bumper guard worn',
    ]);
  });

  it('blocks the start for a crack until the risk is accepted', () => {
    expect(crackBlocksStart({ ...none, frame_crack: true }, false)).toBe(true);
    expect(crackBlocksStart({ ...none, frame_crack: true }, true)).toBe(false);
    expect(crackBlocksStart(none, false)).toBe(false);
    expect(crackBlocksStart(null, false)).toBe(false);
  });
});
