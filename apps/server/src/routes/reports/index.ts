import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashUpFileName, cashUpQuerySchema } from '@shop/domain/contracts/cash-up';
import { reportQuerySchema } from '@shop/domain/contracts/reports';
import { sendCsv } from '../../lib/csv';
import { renderCashUp } from '../../services/pdf/render-cash-up';
import { loadShopIdentity } from '../../services/settings/shop-settings';
import { sendPdf } from '../../services/pdf/send-pdf';
import { cashUpCsv } from '../../services/reports/cash-up-csv';
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
    async (request, reply) => sendCsv(reply, await jobsCsv(app.ctx.db, request.query), jobsCsvFileName(request.query)),
  );
  app.get(
    '/reports/cash-up',
    { onRequest: app.authorize('reports:read'), schema: { querystring: cashUpQuerySchema } },
    async (request) => getCashUp(app.ctx.db, request.query),
  );
  app.get(
    '/reports/cash-up.pdf',
    { onRequest: app.authorize('reports:read'), schema: { querystring: cashUpQuerySchema } },
    async (request, reply) => {
      const shop = await loadShopIdentity(app.ctx.db, app.ctx.config);
      const pdf = await renderCashUp(await getCashUp(app.ctx.db, request.query), shop);
      return sendPdf(reply, pdf, cashUpFileName(request.query, 'pdf'));
    },
  );
  app.get(
    '/reports/cash-up.csv',
    { onRequest: app.authorize('reports:read'), schema: { querystring: cashUpQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, cashUpCsv(await getCashUp(app.ctx.db, request.query)), cashUpFileName(request.query, 'csv')),
  );
};
export default routes;
