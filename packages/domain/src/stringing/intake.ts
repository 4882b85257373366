import type { JobIntakeView } from '../contracts/jobs';

/** What the check found (as stored on the job), without who checked and whether a crack's risk was accepted. */
export type IntakeFindings = Omit<JobIntakeView, 'crack_risk_accepted' | 'checked_by' | 'checked_at'>;

/** A check that found nothing. */
export const INTAKE_ALL_WELL: IntakeFindings = {
  frame_crack: false,
  grommets_worn: false,
  bumper_worn: false,
  grip_worn: false,
  strings_broken: false,
  other_damage: '',
};

/**
 * The drop-off check's findings as people read them: the warnings shown on the job page, the bench
 * and the tag ("Frame crack", ...), worded the same on the server and in the web app.
 */
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
