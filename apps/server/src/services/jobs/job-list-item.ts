import type { JobListItem } from '@shop/domain/contracts/jobs';
import { intakeWarnings } from '@shop/domain/stringing/intake';
import type { JobStage } from '@shop/domain/stringing/job-stage';
import type { bookings, jobs } from '../../db/schema';
import { specSummaryOf } from './spec-columns';

type JobRow = typeof jobs.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** Overdue: not ready yet (received or in progress) and past its due time. */
export function jobIsOverdue(stage: JobStage, dueAt: Date, now: Date): boolean {
  return (stage === 'received' || stage === 'in_progress') && dueAt.getTime() < now.getTime();
}

/** A job and its booking as a bench list item. */
export function toJobListItem(
  job: Pick<JobRow, 'bookingId' | 'stage' | 'store' | 'express' | 'dueAt' | 'intake'> &
    Parameters<typeof specSummaryOf>[0],
  booking: Pick<BookingRow, 'customerName' | 'racketName' | 'serviceKind' | 'serviceType'>,
  now: Date,
): JobListItem {
  return {
    job_id: job.bookingId,
    booking_id: job.bookingId,
    stage: job.stage,
    customer_name: booking.customerName,
    racket: booking.racketName,
    service_kind: booking.serviceKind,
    service_type: booking.serviceType,
    express: job.express,
    store: job.store,
    due_at: job.dueAt.toISOString(),
    overdue: jobIsOverdue(job.stage, job.dueAt, now),
    warnings: intakeWarnings(job.intake),
    spec_summary: specSummaryOf(job),
  };
}
