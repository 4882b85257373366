import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shop/domain/contracts/common';
import { jobTagFileName, jobTagQuerySchema } from '@shop/domain/contracts/job-tag';
import { loadJobTag } from '../../services/pdf/job-tag-data';
import { renderJobTag } from '../../services/pdf/render-job-tag';
import { sendPdf } from '../../services/pdf/send-pdf';

/** The job's printable tag (docs/product/job-tag.md): a 62 mm thermal label or an A4 sheet, for every role. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id/tag.pdf',
    { onRequest: app.authorize('jobs:read'), schema: { params: idParamSchema, querystring: jobTagQuerySchema } },
    async (request, reply) => {
      const { id } = request.params;
      const { layout } = request.query;
      const pdf = await renderJobTag(await loadJobTag(app.ctx, id), layout);
      return sendPdf(reply, pdf, jobTagFileName(id, layout));
    },
  );
};
export default routes;
