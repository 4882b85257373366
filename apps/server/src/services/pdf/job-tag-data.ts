import { eq } from 'drizzle-orm';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { jobPageUrl } from '@shop/domain/contracts/job-tag';
import { intakeWarnings } from '@shop/domain/stringing/intake';
import type { AppContext } from '../../context';
import { bookings, customers, jobs } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { specView } from '../jobs/spec-columns';
import type { JobTag } from './job-tag-document';

/** What the tag of one job shows, read from the job, its booking and its customer; 404 when there is no such job. */
export async function loadJobTag(ctx: Pick<AppContext, 'db' | 'config'>, jobId: number): Promise<JobTag> {
  const [row] = await ctx.db
    .select({
      job: jobs,
      customerName: bookings.customerName,
      bookingPhone: bookings.customerPhone,
      customerPhone: customers.phone,
      serviceKind: bookings.serviceKind,
      serviceName: bookings.serviceName,
      racketName: bookings.racketName,
    })
    .from(jobs)
    .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(eq(jobs.bookingId, jobId))
    .limit(1);
  if (!row) throw notFound(JOB_MESSAGES.notFound);
  const { job } = row;
  return {
    jobId: job.bookingId,
    shopName: ctx.config.shop.name,
    store: job.store,
    stage: job.stage,
    express: job.express,
    dueAt: job.dueAt,
    customer: { name: row.customerName, phone: row.bookingPhone || row.customerPhone },
    service: { kind: row.serviceKind, name: row.serviceName },
    racketName: row.racketName,
    spec: specView(job),
    warnings: job.intake ? intakeWarnings(job.intake) : null,
    crackRiskAccepted: job.crackRiskAcceptedAt !== null,
    jobUrl: jobPageUrl(ctx.config.publicUrl, job.bookingId),
  };
}
