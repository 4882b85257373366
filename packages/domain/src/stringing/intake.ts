/**
 * The drop-off check's findings as the short warnings the bench list, the job page and the tag show.
 * A frame crack comes first: it blocks the start of the job until the customer accepts the risk.
 */
export interface IntakeFindings {
  frame_crack: boolean;
  grommets_worn: boolean;
  bumper_worn: boolean;
  grip_worn: boolean;
  strings_broken: boolean;
  other_damage: string;
}

/** A check that found nothing: the start of a form, or of a demo job. */
export const NO_INTAKE_FINDINGS: Readonly<IntakeFindings> = {
  frame_crack: false,
  grommets_worn: false,
  bumper_worn: false,
  grip_worn: false,
  strings_broken: false,
  other_damage: '',
};

export const INTAKE_WARNING_LABELS = {
  frame_crack: 'Frame crack',
  grommets_worn: 'Grommets worn or broken',
  bumper_worn: 'Bumper guard worn',
  grip_worn: 'Grip worn',
  strings_broken: 'Strings already broken',
} as const satisfies Record<Exclude<keyof IntakeFindings, 'other_damage'>, string>;

/** ["Frame crack", "Grommets worn or broken", "Other damage: chipped paint"]; [] without a check or findings. */
export function intakeWarnings(intake: IntakeFindings | null | undefined): string[] {
  if (!intake) return [];
  const warnings: string[] = (Object.keys(INTAKE_WARNING_LABELS) as (keyof typeof INTAKE_WARNING_LABELS)[])
    .filter((key) => intake[key])
    .map((key) => INTAKE_WARNING_LABELS[key]);
  const other = intake.other_damage?.trim();
  if (other) warnings.push(`Other damage: ${other}`);
  return warnings;
}

/** A crack the customer has not accepted yet blocks the move to in progress. */
export function crackBlocksStart(intake: IntakeFindings | null | undefined, riskAccepted: boolean): boolean {
  return !!intake?.frame_crack && !riskAccepted;
}
