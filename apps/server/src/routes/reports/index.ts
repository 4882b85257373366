import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashUpQuerySchema } from '@shop/domain/contracts/cash-up';
import { reportQuerySchema } from '@shop/domain/contracts/reports';
import { getCashUp } from '../../services/reports/get-cash-up';
import { getReportSummary } from '../../services/reports/get-summary';
import { jobsCsv, jobsCsvFileName } from '../../services/reports/jobs-csv';

/** The owner's reports (docs/product/reports.md): admins and superadmins; staff get 403. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/summary',
    { onRequest: app.authorize('reports:read'), schema: { querystring: reportQuerySchema } },
    async (request) => getReportSummary(app.ctx.db, request.query),
  );
  app.get(
    '/reports/jobs.csv',
    { onRequest: app.authorize('reports:read'), schema: { querystring: reportQuerySchema } },
    async (request, reply) => {
      const body = await jobsCsv(app.ctx.db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${jobsCsvFileName(request.query)}"`)
        .send(body);
    },
  );
  app.get(
    '/reports/cash-up',
    { onRequest: app.authorize('reports:read'), schema: { querystring: cashUpQuerySchema } },
    async (request) => getCashUp(app.ctx.db, request.query),
  );
};
export default routes;
