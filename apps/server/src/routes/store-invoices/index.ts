import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STORE_INVOICE_MESSAGES,
  editStoreInvoiceRequestSchema,
  refreshStoreInvoicesResponseSchema,
  storeInvoiceDetailSchema,
  storeInvoiceFileName,
  storeInvoiceIdParamSchema,
  storeInvoiceListQuerySchema,
  storeInvoiceListResponseSchema,
  storeProductListSchema,
} from '@shop/domain/contracts/store-invoices';
import { currentUser } from '../../plugins/auth';
import { sendPdf } from '../../services/pdf/send-pdf';
import { editStoreInvoice } from '../../services/store-invoices/edit-store-invoice';
import { findStoreInvoices } from '../../services/store-invoices/find-store-invoices';
import { findStoreProducts } from '../../services/store-invoices/find-store-products';
import { getStoreInvoice } from '../../services/store-invoices/get-store-invoice';
import { importStoreInvoices } from '../../services/store-invoices/import-store-invoices';
import { storeInvoiceView } from '../../services/store-invoices/store-invoice-view';

/** Store-platform invoices (superadmin only): list, detail, catalogue, refresh, and edit-and-download. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bigcommerce-invoices/metadata',
    {
      onRequest: app.authorize('storeInvoices:read'),
      schema: { querystring: storeInvoiceListQuerySchema, response: { 200: storeInvoiceListResponseSchema } },
    },
    async (request) => findStoreInvoices(app.ctx.db, request.query),
  );

  app.post(
    '/bigcommerce-invoices/refresh',
    {
      onRequest: app.authorize('storeInvoices:edit'),
      schema: { response: { 200: refreshStoreInvoicesResponseSchema } },
    },
    async (request) => {
      const imported = await importStoreInvoices(app.ctx, { actorId: currentUser(request).id });
      const message =
        imported === 0
          ? STORE_INVOICE_MESSAGES.refreshed
          : `${imported} new store invoice${imported === 1 ? '' : 's'} imported.`;
      return { message, imported };
    },
  );

  app.get(
    '/bcinvoices/:invoiceId',
    {
      onRequest: app.authorize('storeInvoices:read'),
      schema: { params: storeInvoiceIdParamSchema, response: { 200: storeInvoiceDetailSchema } },
    },
    async (request) => {
      const { invoice, items } = await getStoreInvoice(app.ctx.db, { invoiceId: request.params.invoiceId });
      return storeInvoiceView(invoice, items);
    },
  );

  app.get(
    '/bigcommerce/products',
    {
      onRequest: app.authorize('storeInvoices:read'),
      schema: { response: { 200: storeProductListSchema } },
    },
    async () => findStoreProducts(app.ctx),
  );

  app.put(
    '/invoices-edit/invoices/:invoiceId/download',
    {
      onRequest: app.authorize('storeInvoices:edit'),
      schema: { params: storeInvoiceIdParamSchema, body: editStoreInvoiceRequestSchema },
    },
    async (request, reply) => {
      const { invoiceNumber, pdf } = await editStoreInvoice(app.ctx, {
        actorId: currentUser(request).id,
        invoiceId: request.params.invoiceId,
        items: request.body.items,
      });
      return sendPdf(reply, pdf, storeInvoiceFileName(invoiceNumber));
    },
  );
};
export default routes;
