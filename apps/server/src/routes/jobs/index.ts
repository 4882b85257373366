import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shop/domain/contracts/common';
import { jobCollectInputSchema } from '@shop/domain/contracts/complete-instore';
import {
  JOB_MESSAGES,
  jobIntakeInputSchema,
  jobListQuerySchema,
  jobSpecInputSchema,
  jobStageInputSchema,
  jobSummaryQuerySchema,
} from '@shop/domain/contracts/jobs';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { findJobs } from '../../services/jobs/find-jobs';
import { collectJob } from '../../services/jobs/collect-job';
import { getJobSummary } from '../../services/jobs/get-job-summary';
import { loadJobView } from '../../services/jobs/load-job-view';
import { moveJobStage } from '../../services/jobs/move-job-stage';
import { updateJobIntake } from '../../services/jobs/update-job-intake';
import { updateJobSpec } from '../../services/jobs/update-job-spec';

/** The stringing job (docs/product/jobs.md): the bench list, the job page, spec, intake and stage moves. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs',
    { onRequest: app.authorize('jobs:read'), schema: { querystring: jobListQuerySchema } },
    async (request) => findJobs(app.ctx.db, request.query),
  );

  app.get(
    '/jobs/summary',
    { onRequest: app.authorize('jobs:read'), schema: { querystring: jobSummaryQuerySchema } },
    async (request) => getJobSummary(app.ctx.db, { store: request.query.store }),
  );

  app.get(
    '/jobs/:id',
    { onRequest: app.authorize('jobs:read'), schema: { params: idParamSchema } },
    async (request) => {
      const job = await loadJobView(app.ctx, request.params.id);
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      return job;
    },
  );

  app.put(
    '/jobs/:id/spec',
    { onRequest: app.authorize('jobs:edit'), schema: { params: idParamSchema, body: jobSpecInputSchema } },
    async (request) => {
      const user = currentUser(request);
      return updateJobSpec(app.ctx, {
        actorId: user.id,
        role: user.role,
        jobId: request.params.id,
        spec: request.body,
      });
    },
  );

  app.put(
    '/jobs/:id/intake',
    { onRequest: app.authorize('jobs:edit'), schema: { params: idParamSchema, body: jobIntakeInputSchema } },
    async (request) =>
      updateJobIntake(app.ctx, { actorId: currentUser(request).id, jobId: request.params.id, intake: request.body }),
  );

  app.post(
    '/jobs/:id/stage',
    { onRequest: app.authorize('jobs:advance'), schema: { params: idParamSchema, body: jobStageInputSchema } },
    async (request) => {
      const user = currentUser(request);
      return moveJobStage(app.ctx, {
        actorId: user.id,
        role: user.role,
        jobId: request.params.id,
        stage: request.body.stage,
        reason: request.body.reason,
      });
    },
  );

  // The handover in one step: the balance due (if any) taken, the booking completed, the racket collected.
  app.post(
    '/jobs/:id/collect',
    { onRequest: app.authorize('jobs:advance'), schema: { params: idParamSchema, body: jobCollectInputSchema } },
    async (request) => {
      const user = currentUser(request);
      return collectJob(app.ctx, {
        actorId: user.id,
        role: user.role,
        jobId: request.params.id,
        payment: request.body.payment,
      });
    },
  );
};
export default routes;
