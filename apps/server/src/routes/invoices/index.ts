import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invoiceFileName,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceNumberParamSchema,
} from '@shop/domain/contracts/invoices';
import { findInvoices } from '../../services/invoices/find-invoices';
import { creditNoteFileName } from '@shop/domain/contracts/cancellations';
import { idParamSchema } from '@shop/domain/contracts/common';
import { getCreditNotePdf } from '../../services/invoices/get-credit-note-pdf';
import { getInvoicePdf } from '../../services/invoices/get-invoice-pdf';
import { sendPdf } from '../../services/pdf/send-pdf';

/** Booking invoices: the list (search, paging), each one's tax invoice PDF, and the credit notes' PDFs. */
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

  app.get(
    '/invoices/credit-notes/:id/download',
    { onRequest: app.authorize('invoices:read'), schema: { params: idParamSchema } },
    async (request, reply) => {
      const { creditNoteNumber, pdf } = await getCreditNotePdf(app.ctx, request.params);
      return sendPdf(reply, pdf, creditNoteFileName(creditNoteNumber));
    },
  );
};
export default routes;
