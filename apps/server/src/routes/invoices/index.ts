import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invoiceFileName,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceNumberParamSchema,
} from '@shop/domain/contracts/invoices';
import { findInvoices } from '../../services/invoices/find-invoices';
import { getInvoicePdf } from '../../services/invoices/get-invoice-pdf';
import { sendPdf } from '../../services/pdf/send-pdf';

/** Booking invoices: the list (search, paging) and each one's tax invoice PDF. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/invoices',
    {
      onRequest: app.authorize('invoices:read'),
      schema: { querystring: invoiceListQuerySchema, response: { 200: invoiceListResponseSchema } },
    },
    async (request) => findInvoices(app.ctx.db, request.query),
  );

  app.get(
    '/invoices/:invoiceNumber',
    {
      onRequest: app.authorize('invoices:read'),
      schema: { params: invoiceNumberParamSchema },
    },
    async (request, reply) => {
      const { invoiceNumber, pdf } = await getInvoicePdf(app.ctx, request.params);
      return sendPdf(reply, pdf, invoiceFileName(invoiceNumber));
    },
  );
};
export default routes;
