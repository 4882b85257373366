/**
 * The drop-off check's findings as people read them: the warnings shown on the job page, the bench
 * and the tag ("Frame crack", ...). Pure, so the server and the web app word them the same.
 */
export interface IntakeFindings {
  frame_crack: boolean;
  grommets_worn: boolean;
  bumper_worn: boolean;
  grip_worn: boolean;
  strings_broken: boolean;
  other_damage: string;
}

export const INTAKE_WARNING_LABELS = {
  frame_crack: 'Frame crack',
  grommets_worn: 'Grommets worn or broken',
  bumper_worn: 'Bumper guard worn',
  grip_worn: 'Grip worn',
  strings_broken: 'Strings already broken',
} as const satisfies Record<Exclude<keyof IntakeFindings, 'other_damage'>, string>;

/** Each finding of the check, most serious first; "Other damage: <note>" last. Empty when all is well. */
export function intakeWarnings(intake: IntakeFindings | null): string[] {
  if (!intake) return [];
  const keys = Object.keys(INTAKE_WARNING_LABELS) as (keyof typeof INTAKE_WARNING_LABELS)[];
  const warnings: string[] = keys.filter((key) => intake[key]).map((key) => INTAKE_WARNING_LABELS[key]);
  const other = intake.other_damage.trim();
  if (other) warnings.push(`Other damage: ${other}`);
  return warnings;
}
