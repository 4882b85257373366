import type { JobDueFilter } from '@shop/domain/contracts/jobs';
import type { JobStage } from '@shop/domain/stringing/job-stage';

/** The stringer's bench: open jobs, filtered by stage, store and due (all kept in the URL). */
export const BENCH_PATH = '/dashboard/jobs';

/** One job's page: what the tag's QR code opens. `job_id` equals the booking's `booking_id`. */
export function jobPath(jobId: number): string {
  return `${BENCH_PATH}/${jobId}`;
}

/** The bench filtered (the dashboard's tiles link here). */
export function benchPath(filter: { stage?: JobStage; due?: JobDueFilter }): string {
  const query = new URLSearchParams();
  if (filter.stage) query.set('stage', filter.stage);
  if (filter.due) query.set('due', filter.due);
  const text = query.toString();
  return text ? `${BENCH_PATH}?${text}` : BENCH_PATH;
}
