import { describe, expect, it } from 'vitest';
import { INTAKE_ALL_WELL as ALL_WELL, intakeWarnings } from './intake';

describe('intakeWarnings', () => {
  it('says nothing before the check and when all is well', () => {
    expect(intakeWarnings(null)).toEqual([]);
    expect(intakeWarnings({ ...ALL_WELL, other_damage: '   ' })).toEqual([]);
  });

  it('names each finding, the frame crack first and other damage last with its note', () => {
    expect(
      intakeWarnings({
        frame_crack: true,
        grommets_worn: true,
        bumper_worn: true,
        grip_worn: true,
        strings_broken: true,
        other_damage: ' Paint chipped ',
      }),
    ).toEqual([
      'Frame crack',
      'Grommets worn or broken',
      'Bumper guard worn',
      'Grip worn',
      'Strings already broken',
      'Other damage: Paint chipped',
    ]);
    expect(intakeWarnings({ ...ALL_WELL, strings_broken: true })).toEqual(['Strings already broken']);
  });
});
