import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import type { JobView } from '@shop/domain/contracts/jobs';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { loadJobView } from '../jobs/load-job-view';
import type { JobTag } from './job-tag-document';

/** What the tag of one job shows: the job as GET /api/jobs/:id answers it; 404 when there is no such job. */
export async function loadJobTag(ctx: AppContext, jobId: number): Promise<JobTag> {
  const job = await loadJobView(ctx, jobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  return jobTagOf(ctx, job);
}

/** The tag of a job already read. */
export function jobTagOf(ctx: Pick<AppContext, 'config'>, job: JobView): JobTag {
  return {
    jobId: job.job_id,
    shopName: ctx.config.shop.name,
    store: job.store,
    stage: job.stage,
    express: job.express,
    dueAt: new Date(job.due_at),
    customer: { name: job.customer_name, phone: job.customer_phone },
    service: { kind: job.service_kind, name: job.service_name },
    racketName: job.racket,
    spec: job.spec,
    warnings: job.intake ? job.warnings : null,
    crackRiskAccepted: !!job.intake?.crack_risk_accepted,
    jobUrl: job.job_url,
  };
}
