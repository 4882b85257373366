import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shop/domain/contracts/common';
import {
  jobReceiptFileName,
  jobReceiptQuerySchema,
  receiptResendResponseSchema,
} from '@shop/domain/contracts/receipts';
import { currentUser } from '../../plugins/auth';
import { loadReceipt, renderReceipt } from '../../services/pdf/render-receipt';
import { sendPdf } from '../../services/pdf/send-pdf';
import { resendReceipt } from '../../services/receipts/send-receipt';

/** The drop-off receipt (docs/product/receipt.md): 80 mm or A5, in the customer's language, with their status link. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id/receipt.pdf',
    { onRequest: app.authorize('jobs:read'), schema: { params: idParamSchema, querystring: jobReceiptQuerySchema } },
    async (request, reply) => {
      const { id } = request.params;
      const { layout } = request.query;
      const receipt = await loadReceipt(app.ctx, { jobId: id, actorId: currentUser(request).id });
      return sendPdf(reply, await renderReceipt(receipt, layout), jobReceiptFileName(id, layout));
    },
  );
  app.post(
    '/jobs/:id/receipt/resend',
    {
      onRequest: app.authorize('jobs:read'),
      schema: { params: idParamSchema, response: { 200: receiptResendResponseSchema } },
    },
    async (request) => resendReceipt(app.ctx, { jobId: request.params.id, actorId: currentUser(request).id }),
  );
};
export default routes;
