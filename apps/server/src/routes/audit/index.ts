import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditCsvQuerySchema, auditListQuerySchema } from '@shop/domain/contracts/audit';
import { sendCsv } from '../../lib/csv';
import { auditCsv, auditCsvFileName, findAuditEntries } from '../../services/audit/find-audit-entries';

/** The audit trail (docs/product/audit-trail.md): admins and superadmins read and export it; nobody changes it. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    { onRequest: app.authorize('audit:read'), schema: { querystring: auditListQuerySchema } },
    async (request) => findAuditEntries(app.ctx.db, request.query),
  );
  app.get(
    '/admin/audit.csv',
    { onRequest: app.authorize('audit:read'), schema: { querystring: auditCsvQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, await auditCsv(app.ctx.db, request.query), auditCsvFileName(request.query)),
  );
};
export default routes;
