import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shop/domain/contracts/common';
import {
  publicJobStatusSchema,
  statusLinkResponseSchema,
  statusTokenParamsSchema,
} from '@shop/domain/contracts/status-links';
import { currentUser } from '../../plugins/auth';
import { getPublicStatus } from '../../services/status-links/get-public-status';
import { ensureStatusLink, getStatusLink, revokeStatusLink } from '../../services/status-links/status-link';

/**
 * The customer's status link (docs/product/status-link.md): the public page's read, limited per address and never
 * indexed or cached, and the staff's link on the job page (make, read, revoke).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/status/:token',
    {
      config: { rateLimit: [{ key: (request) => `status-page:${request.ip}`, limit: 60, windowSeconds: 60 }] },
      schema: { params: statusTokenParamsSchema, response: { 200: publicJobStatusSchema } },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
      return getPublicStatus(app.ctx, request.params.token);
    },
  );
  app.get(
    '/jobs/:id/status-link',
    {
      onRequest: app.authorize('jobs:read'),
      schema: { params: idParamSchema, response: { 200: statusLinkResponseSchema } },
    },
    async (request) => getStatusLink(app.ctx, request.params.id),
  );
  app.post(
    '/jobs/:id/status-link',
    {
      onRequest: app.authorize('jobs:read'),
      schema: { params: idParamSchema, response: { 200: statusLinkResponseSchema } },
    },
    async (request) => ensureStatusLink(app.ctx, { jobId: request.params.id, actorId: currentUser(request).id }),
  );
  app.post(
    '/jobs/:id/status-link/revoke',
    {
      onRequest: app.authorize('jobs:edit'),
      schema: { params: idParamSchema, response: { 200: statusLinkResponseSchema } },
    },
    async (request) => revokeStatusLink(app.ctx, { jobId: request.params.id, actorId: currentUser(request).id }),
  );
};
export default routes;
