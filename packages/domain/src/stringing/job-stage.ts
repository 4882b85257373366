import type { Role } from '../roles';

/**
 * The stringing job's stages: received → in progress → ready for pickup → collected; canceled
 * from received or in progress. Staff move a job one stage forward; only an admin moves it one
 * stage back. Collected and canceled are final.
 */
export const JOB_STAGES = ['received', 'in_progress', 'ready', 'collected', 'canceled'] as const;
export type JobStage = (typeof JOB_STAGES)[number];

export const OPEN_JOB_STAGES = ['received', 'in_progress', 'ready'] as const satisfies readonly JobStage[];

export const JOB_STAGE_LABELS: Record<JobStage, string> = {
  received: 'Received',
  in_progress: 'In progress',
  ready: 'Ready for pickup',
  collected: 'Collected',
  canceled: 'Canceled',
};

const FORWARD: Record<JobStage, JobStage | null> = {
  received: 'in_progress',
  in_progress: 'ready',
  ready: 'collected',
  collected: null,
  canceled: null,
};

const BACK: Record<JobStage, JobStage | null> = {
  received: null,
  in_progress: 'received',
  ready: 'in_progress',
  collected: 'ready',
  canceled: null,
};

export const JOB_STAGE_MESSAGES = {
  sameStage: (stage: JobStage) => `This job is already ${JOB_STAGE_LABELS[stage].toLowerCase()}.`,
  final: (stage: JobStage) => `This job is ${JOB_STAGE_LABELS[stage].toLowerCase()}; its stage cannot change.`,
  notAllowed: (from: JobStage, to: JobStage) =>
    `A job cannot move from ${JOB_STAGE_LABELS[from].toLowerCase()} to ${JOB_STAGE_LABELS[to].toLowerCase()}.`,
  backNeedsAdmin: 'Only an admin can move a job back a stage.',
  cancelOnlyEarly: 'Only a job that is received or in progress can be canceled.',
} as const;

export function nextJobStage(stage: JobStage): JobStage | null {
  return FORWARD[stage];
}

export function previousJobStage(stage: JobStage): JobStage | null {
  return BACK[stage];
}

export function isOpenJobStage(stage: JobStage): boolean {
  return (OPEN_JOB_STAGES as readonly JobStage[]).includes(stage);
}

export type JobMoveCheck = { ok: true; direction: 'forward' | 'back' | 'cancel' } | { ok: false; reason: string };

/** Whether `role` may move a job from `from` to `to`; the reason is the 409/403 sentence. */
export function checkJobMove(from: JobStage, to: JobStage, role: Role): JobMoveCheck {
  if (from === to) return { ok: false, reason: JOB_STAGE_MESSAGES.sameStage(from) };
  if (from === 'collected' || from === 'canceled') return { ok: false, reason: JOB_STAGE_MESSAGES.final(from) };
  if (to === 'canceled') {
    return from === 'received' || from === 'in_progress'
      ? { ok: true, direction: 'cancel' }
      : { ok: false, reason: JOB_STAGE_MESSAGES.cancelOnlyEarly };
  }
  if (FORWARD[from] === to) return { ok: true, direction: 'forward' };
  if (BACK[from] === to) {
    return role === 'staff'
      ? { ok: false, reason: JOB_STAGE_MESSAGES.backNeedsAdmin }
      : { ok: true, direction: 'back' };
  }
  return { ok: false, reason: JOB_STAGE_MESSAGES.notAllowed(from, to) };
}
