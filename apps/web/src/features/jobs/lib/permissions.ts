import type { JobView } from '@shop/domain/contracts/jobs';
import { can } from '@shop/domain/policies';
import type { Role } from '@shop/domain/roles';

/** The spec changes while received (any role), then only by an admin until the job is finished. */
export function canEditSpec(job: Pick<JobView, 'stage'>, role: Role | null): boolean {
  if (job.stage === 'received') return can(role, 'jobs:edit');
  if (job.stage === 'in_progress' || job.stage === 'ready') return can(role, 'jobs:override');
  return false;
}

/** The intake is the drop-off check: filled in or corrected while received, or by an admin later. */
export function canEditIntake(job: Pick<JobView, 'stage'>, role: Role | null): boolean {
  return canEditSpec(job, role);
}

/** Intake photos are added and shown or hidden while the job is open (any role); deleted by admins only. */
export function canEditPhotos(job: Pick<JobView, 'stage'>, role: Role | null): boolean {
  return job.stage !== 'collected' && job.stage !== 'canceled' && can(role, 'jobs:edit');
}
