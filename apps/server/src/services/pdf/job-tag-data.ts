import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import type { JobView } from '@shop/domain/contracts/jobs';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { loadJobView } from '../jobs/load-job-view';
import { loadShopIdentity } from '../settings/shop-settings';
import type { JobTag } from './job-tag-document';

/** What the tag of one job shows: the job as GET /api/jobs/:id answers it; 404 when there is no such job. */
export async function loadJobTag(ctx: AppContext, jobId: number): Promise<JobTag> {
  const job = await loadJobView(ctx, jobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  return jobTagOf(job, (await loadShopIdentity(ctx.db, ctx.config)).name);
}

/** The tag of a job already read, naming the shop as its identity does (loadShopIdentity). */
export function jobTagOf(job: JobView, shopName: string): JobTag {
  return {
    jobId: job.job_id,
    shopName,
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
