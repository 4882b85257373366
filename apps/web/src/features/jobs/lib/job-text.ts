import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ServiceType } from '@shop/domain/catalogue';
import type { JobStage } from '@shop/domain/stringing/job-stage';
import { INTAKE_WARNING_LABELS } from '@shop/domain/stringing/intake';
import type { IntakeCheck } from './intake';

/** The stage names (the domain's JOB_STAGE_LABELS) in the screen's language. */
export function stageLabels(t: TFunction): Record<JobStage, string> {
  return {
    received: t('stage.received', { ns: 'jobs' }),
    in_progress: t('stage.in_progress', { ns: 'jobs' }),
    ready: t('stage.ready', { ns: 'jobs' }),
    collected: t('stage.collected', { ns: 'jobs' }),
    canceled: t('stage.canceled', { ns: 'jobs' }),
  };
}

/** A job's service, "Regular String" / "Express Grip", with the type (the catalogue's English value) translated too. */
export function serviceLabel(
  t: TFunction,
  job: { service_kind: 'string' | 'grip'; service_type: ServiceType },
): string {
  const type = job.service_type === 'Express' ? t('type.express', { ns: 'jobs' }) : t('type.regular', { ns: 'jobs' });
  return job.service_kind === 'string'
    ? t('service.string', { ns: 'jobs', type })
    : t('service.grip', { ns: 'jobs', type });
}

/** The forward button's words per open stage (ADVANCE_LABELS) in the screen's language. */
export function advanceLabels(t: TFunction): Partial<Record<JobStage, string>> {
  return {
    received: t('advance.received', { ns: 'jobs' }),
    in_progress: t('advance.in_progress', { ns: 'jobs' }),
    ready: t('advance.ready', { ns: 'jobs' }),
  };
}

/** The intake checklist's labels (the domain's INTAKE_WARNING_LABELS) in the screen's language. */
export function intakeLabels(t: TFunction): Record<IntakeCheck, string> {
  return {
    frame_crack: t('intake.frame_crack', { ns: 'jobs' }),
    grommets_worn: t('intake.grommets_worn', { ns: 'jobs' }),
    bumper_worn: t('intake.bumper_worn', { ns: 'jobs' }),
    grip_worn: t('intake.grip_worn', { ns: 'jobs' }),
    strings_broken: t('intake.strings_broken', { ns: 'jobs' }),
  };
}

/** The job screens' own messages (JOB_SCREEN_MESSAGES) in the screen's language. */
export function jobMessages(t: TFunction) {
  return {
    listFailed: t('msg.listFailed', { ns: 'jobs' }),
    noJobs: t('msg.noJobs', { ns: 'jobs' }),
    jobFailed: t('msg.jobFailed', { ns: 'jobs' }),
    badLink: t('msg.badLink', { ns: 'jobs' }),
    moveFailed: t('msg.moveFailed', { ns: 'jobs' }),
    specSaved: t('msg.specSaved', { ns: 'jobs' }),
    specFailed: t('msg.specFailed', { ns: 'jobs' }),
    intakeSaved: t('msg.intakeSaved', { ns: 'jobs' }),
    intakeFailed: t('msg.intakeFailed', { ns: 'jobs' }),
    tagFailed: t('msg.tagFailed', { ns: 'jobs' }),
    summaryFailed: t('msg.summaryFailed', { ns: 'jobs' }),
  };
}

/** The intake's fixed texts (INTAKE_TEXT) in the screen's language. */
export function intakeText(t: TFunction) {
  return {
    otherDamage: t('intake.otherDamage', { ns: 'jobs' }),
    otherDamageNote: t('intake.otherDamageNote', { ns: 'jobs' }),
    otherDamageNeeded: t('intake.otherDamageNeeded', { ns: 'jobs' }),
    riskAccepted: t('intake.riskAccepted', { ns: 'jobs' }),
    riskNotAccepted: t('intake.riskNotAccepted', { ns: 'jobs' }),
    noDamage: t('intake.noDamage', { ns: 'jobs' }),
    notChecked: t('intake.notChecked', { ns: 'jobs' }),
  };
}

/**
 * An intake warning as the server words it ("Frame crack", "Other damage: chipped paint") in the
 * screen's language: a known label through the map, the other damage's note as written.
 */
export function warningText(t: TFunction, warning: string): string {
  const other = /^Other damage: (.*)$/s.exec(warning);
  if (other) return t('intake.otherDamageWarning', { ns: 'jobs', note: other[1] });
  const labels = intakeLabels(t);
  const known = (Object.keys(labels) as IntakeCheck[]).find((key) => INTAKE_WARNING_LABELS[key] === warning);
  return known ? labels[known] : t(warning, { ns: 'messages' });
}

/** `useTranslation('jobs')` and the job screens' label maps. */
export function useJobText() {
  const { t } = useTranslation('jobs');
  return { t, stages: stageLabels(t), messages: jobMessages(t) };
}
