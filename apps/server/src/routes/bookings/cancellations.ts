import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelBookingRequestSchema,
  changeBookingRequestSchema,
  retryRefundRequestSchema,
} from '@shop/domain/contracts/cancellations';
import { idParamSchema } from '@shop/domain/contracts/common';
import { cancelBooking } from '../../services/bookings/cancel-booking';
import { changeBooking } from '../../services/bookings/change-booking';
import { retryRefund } from '../../services/bookings/retry-refund';
import { onBooking } from './on-booking';

/**
 * Cancel a booking (with its refund and credit note), change one before work starts, and retry a
 * failed refund (docs/decisions/cancellation.md).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/:id/cancel',
    {
      onRequest: app.authorize('bookings:cancel'),
      schema: { params: idParamSchema, body: cancelBookingRequestSchema },
    },
    async (request) =>
      cancelBooking(app.ctx, {
        ...onBooking(request),
        reason: request.body.reason,
        refundTo: request.body.refund_to,
      }),
  );

  app.post(
    '/bookings/:id/refund/retry',
    {
      onRequest: app.authorize('bookings:cancel'),
      schema: { params: idParamSchema, body: retryRefundRequestSchema },
    },
    async (request) => retryRefund(app.ctx, { ...onBooking(request), refundTo: request.body?.refund_to }),
  );

  app.post(
    '/bookings/:id/change',
    {
      onRequest: app.authorize('bookings:change'),
      schema: { params: idParamSchema, body: changeBookingRequestSchema },
    },
    async (request) => {
      const { refund_to: refundTo, ...change } = request.body;
      return changeBooking(app.ctx, { ...onBooking(request), change, refundTo });
    },
  );
};
export default routes;
