import { nextJobStage, type JobStage } from '@shop/domain/stringing/job-stage';

/** The one forward button's words for each open stage: what the click does next. */
export const ADVANCE_LABELS: Partial<Record<JobStage, string>> = {
  received: 'Start',
  in_progress: 'Mark ready',
  ready: 'Collected',
};

/** The stage the forward button moves to, and its label; null once collected or canceled. */
export function advanceOf(stage: JobStage): { to: JobStage; label: string } | null {
  const to = nextJobStage(stage);
  const label = ADVANCE_LABELS[stage];
  return to && label ? { to, label } : null;
}

export const STAGE_COLORS: Record<JobStage, string> = {
  received: 'blue',
  in_progress: 'orange',
  ready: 'green',
  collected: 'gray',
  canceled: 'red',
};

export const JOB_SCREEN_MESSAGES = {
  listFailed: 'Failed to fetch jobs.',
  noJobs: 'No jobs match these filters.',
  jobFailed: 'Failed to fetch the job.',
  badLink: 'This job link is not valid.',
  moveFailed: 'The job could not be moved.',
  specSaved: 'Specification saved.',
  specFailed: 'The specification could not be saved.',
  intakeSaved: 'Intake check saved.',
  intakeFailed: 'The intake check could not be saved.',
  tagFailed: 'The tag could not be opened.',
  summaryFailed: 'Failed to fetch the bench figures.',
} as const;
