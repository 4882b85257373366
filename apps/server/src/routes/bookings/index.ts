import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingsCsvFileName, bookingsCsvQuerySchema } from '@shop/domain/contracts/booking-filters';
import { sendCsv } from '../../lib/csv';
import { bookingsCsv } from '../../services/bookings/bookings-csv';
import { bookingListQuerySchema } from '@shop/domain/contracts/bookings';
import { completeInstoreRequestSchema, instorePaymentRequestSchema } from '@shop/domain/contracts/complete-instore';
import { idParamSchema } from '@shop/domain/contracts/common';
import { findBookings } from '../../services/bookings/find-bookings';
import { completeBooking } from '../../services/bookings/complete-booking';
import { completeInstoreBooking } from '../../services/bookings/complete-instore-booking';
import { recordInstorePayment } from '../../services/bookings/record-instore-payment';
import { catalogueWithStock } from '../../services/stock/catalogue-stock';
import cancellations from './cancellations';
import { onBooking } from './on-booking';
import { undoCompleteBooking } from '../../services/bookings/undo-complete-booking';
import payments from './payments';
import sandboxPayments from './sandbox-payments';

/** Bookings: the catalogue, the list, completion; and the payments of checkouts. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Hosted payment pages post forms, and Telr notifies with form fields.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  }

  // The fixed catalogue, readable by other clients (no personal data, no auth); stockStatus from the stock.
  app.get('/catalogue', async () => catalogueWithStock(app.ctx.db));

  app.get(
    '/bookings',
    { onRequest: app.authorize('bookings:read'), schema: { querystring: bookingListQuerySchema } },
    async (request) => findBookings(app.ctx.db, request.query),
  );
  app.get(
    '/bookings.csv',
    { onRequest: app.authorize('bookings:read'), schema: { querystring: bookingsCsvQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, await bookingsCsv(app.ctx.db, request.query), bookingsCsvFileName(request.query)),
  );

  app.patch(
    '/bookings/:id/status',
    { onRequest: app.authorize('bookings:complete'), schema: { params: idParamSchema } },
    async (request) => completeBooking(app.ctx, onBooking(request)),
  );

  app.post(
    '/bookings/:id/complete-instore',
    {
      onRequest: app.authorize('bookings:complete'),
      schema: { params: idParamSchema, body: completeInstoreRequestSchema },
    },
    async (request) =>
      completeInstoreBooking(app.ctx, {
        ...onBooking(request),
        receiptNumber: request.body.receipt_number,
        amount: request.body.amount,
      }),
  );

  // A payment taken at the counter at any time, in full or as a deposit; the job stays where it is.
  app.post(
    '/bookings/:id/instore-payments',
    {
      onRequest: app.authorize('bookings:complete'),
      schema: { params: idParamSchema, body: instorePaymentRequestSchema },
    },
    async (request, reply) => {
      const answer = await recordInstorePayment(app.ctx, {
        ...onBooking(request),
        receiptNumber: request.body.receipt_number,
        amount: request.body.amount,
      });
      return reply.code(201).send(answer);
    },
  );

  await app.register(cancellations);
  app.post(
    '/bookings/:id/undo-complete',
    { onRequest: app.authorize('bookings:undoComplete'), schema: { params: idParamSchema } },
    async (request) => undoCompleteBooking(app.ctx, onBooking(request)),
  );

  await app.register(payments);
  await app.register(sandboxPayments);
};
export default routes;
