import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editStoreInvoiceRequestSchema,
  refreshStoreInvoicesResponseSchema,
  storeCreditNoteFileName,
  storeCreditNoteIdParamSchema,
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
import {
  getStoreInvoice,
  getStoreInvoiceChain,
  getStoreInvoiceDetail,
} from '../../services/store-invoices/get-store-invoice';
import { getStoreCreditNote } from '../../services/store-invoices/get-store-credit-note';
import { importStoreInvoices, refreshMessage } from '../../services/store-invoices/import-store-invoices';
import { renderStoreCreditNotePdf } from '../../services/store-invoices/render-store-credit-note-pdf';
import { renderStoreInvoicePdf } from '../../services/store-invoices/render-store-invoice-pdf';
import { loadShopIdentity } from '../../services/settings/shop-settings';
import { storeInvoiceView } from '../../services/store-invoices/store-invoice-view';

/**
 * Store-platform invoices and credit notes (superadmin only): list, detail, download, catalogue,
 * refresh, edit (a replacement invoice) and download, credit note download.
 */
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
      const result = await importStoreInvoices(app.ctx, { actorId: currentUser(request).id });
      return { message: refreshMessage(result), imported: result.imported, credit_notes: result.creditNotes };
    },
  );

  app.get(
    '/bigcommerce-credit-notes/:creditNoteId/download',
    {
      onRequest: app.authorize('storeInvoices:read'),
      schema: { params: storeCreditNoteIdParamSchema },
    },
    async (request, reply) => {
      const note = await getStoreCreditNote(app.ctx.db, { creditNoteId: request.params.creditNoteId });
      const pdf = await renderStoreCreditNotePdf(await loadShopIdentity(app.ctx.db, app.ctx.config), note);
      return sendPdf(reply, pdf, storeCreditNoteFileName(note.creditNoteNumber));
    },
  );

  app.get(
    '/bcinvoices/:invoiceId',
    {
      onRequest: app.authorize('storeInvoices:read'),
      schema: { params: storeInvoiceIdParamSchema, response: { 200: storeInvoiceDetailSchema } },
    },
    async (request) => {
      const { invoice, items, chain } = await getStoreInvoiceDetail(app.ctx.db, {
        invoiceId: request.params.invoiceId,
      });
      return storeInvoiceView(invoice, items, chain);
    },
  );

  // Any store invoice as it was issued, a replaced one included (marked "Replaced by SI-…").
  app.get(
    '/bcinvoices/:invoiceId/download',
    {
      onRequest: app.authorize('storeInvoices:read'),
      schema: { params: storeInvoiceIdParamSchema },
    },
    async (request, reply) => {
      const { invoice, items } = await getStoreInvoice(app.ctx.db, { invoiceId: request.params.invoiceId });
      const chain = await getStoreInvoiceChain(app.ctx.db, invoice);
      const shop = await loadShopIdentity(app.ctx.db, app.ctx.config);
      const pdf = await renderStoreInvoicePdf(shop, invoice, items, chain);
      return sendPdf(reply, pdf, storeInvoiceFileName(invoice.invoiceNumber));
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

  // An edit issues a replacement invoice (its id and number in the headers) and answers its PDF; 409 once replaced.
  app.put(
    '/invoices-edit/invoices/:invoiceId/download',
    {
      onRequest: app.authorize('storeInvoices:edit'),
      schema: { params: storeInvoiceIdParamSchema, body: editStoreInvoiceRequestSchema },
    },
    async (request, reply) => {
      const { invoiceId, invoiceNumber, pdf } = await editStoreInvoice(app.ctx, {
        actorId: currentUser(request).id,
        invoiceId: request.params.invoiceId,
        items: request.body.items,
      });
      reply.header('x-store-invoice-id', String(invoiceId)).header('x-store-invoice-number', invoiceNumber);
      return sendPdf(reply, pdf, storeInvoiceFileName(invoiceNumber));
    },
  );
};
export default routes;
