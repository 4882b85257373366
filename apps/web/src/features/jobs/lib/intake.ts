import type { JobIntakeInput, JobIntakeView } from '@shop/domain/contracts/jobs';
import { crackBlocksStart as domainCrackBlocksStart, INTAKE_WARNING_LABELS } from '@shop/domain/stringing/intake';

export type IntakeCheck = keyof typeof INTAKE_WARNING_LABELS;

/** The drop-off checklist, in the order it is checked at the counter, worded as the warnings are. */
export const INTAKE_CHECKS: { name: IntakeCheck; label: string }[] = (
  Object.keys(INTAKE_WARNING_LABELS) as IntakeCheck[]
).map((name) => ({ name, label: INTAKE_WARNING_LABELS[name] }));

export const INTAKE_TEXT = {
  otherDamage: 'Other damage',
  otherDamageNote: 'Describe the other damage',
  otherDamageNeeded: 'Describe the other damage, or untick it.',
  riskAccepted: 'Customer told and accepts the risk',
  riskNotAccepted: 'The customer has not yet accepted the risk of the crack: the job cannot start.',
  noDamage: 'No damage found at drop-off.',
  notChecked: 'The racket has not been checked yet.',
} as const;

export interface IntakeFormValues {
  frame_crack: boolean;
  grommets_worn: boolean;
  bumper_worn: boolean;
  grip_worn: boolean;
  strings_broken: boolean;
  other: boolean;
  other_damage: string;
  crack_risk_accepted: boolean;
}

export function intakeFormValues(intake: JobIntakeView | null): IntakeFormValues {
  return {
    frame_crack: intake?.frame_crack ?? false,
    grommets_worn: intake?.grommets_worn ?? false,
    bumper_worn: intake?.bumper_worn ?? false,
    grip_worn: intake?.grip_worn ?? false,
    strings_broken: intake?.strings_broken ?? false,
    other: !!intake?.other_damage,
    other_damage: intake?.other_damage ?? '',
    crack_risk_accepted: intake?.crack_risk_accepted ?? false,
  };
}

/** What is sent: the note only with Other damage ticked, the risk only with a crack. */
export function intakeInput(values: IntakeFormValues): JobIntakeInput {
  return {
    frame_crack: values.frame_crack,
    grommets_worn: values.grommets_worn,
    bumper_worn: values.bumper_worn,
    grip_worn: values.grip_worn,
    strings_broken: values.strings_broken,
    other_damage: values.other ? values.other_damage.trim() : '',
    crack_risk_accepted: values.frame_crack && values.crack_risk_accepted,
  };
}

/** A crack the customer has not accepted blocks the start of the job. */
export function crackBlocksStart(intake: JobIntakeView | null): boolean {
  return domainCrackBlocksStart(intake, !!intake?.crack_risk_accepted);
}
