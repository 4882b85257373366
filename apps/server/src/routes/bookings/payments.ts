import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmInstorePaymentRequestSchema,
  createPaymentRequestSchema,
  type ParsedBookingSubmissionItem,
} from '@shop/domain/contracts/bookings';
import { idParamSchema } from '@shop/domain/contracts/common';
import { PAYMENT_MESSAGES, paymentNotificationSchema, verifyPaymentQuerySchema } from '@shop/domain/contracts/payments';
import { can } from '@shop/domain/policies';
import { currentUser, optionalUser } from '../../plugins/auth';
import { createPayment } from '../../services/payments/create-payment';
import { confirmInstorePayment } from '../../services/payments/confirm-instore-payment';
import { settleCheckout } from '../../services/payments/settle-checkout';
import { verifyPayment } from '../../services/payments/verify-payment';
import { voidHeldPayment } from '../../services/payments/void-held-payment';
import { captureHeldPayment } from '../../services/payments/capture-held-payment';
import { findPaymentsToResolve } from '../../services/payments/find-payments-to-resolve';
import { resolvePayment } from '../../services/payments/resolve-payment';
import { cartIdParamSchema, resolvePaymentRequestSchema } from '@shop/domain/contracts/payments-to-resolve';
import { onBooking } from './on-booking';

/** A checkout as staff submit it (to pay online or in store), as the payment services take it. */
const submitted = <Body extends { bookings: ParsedBookingSubmissionItem[]; pickup_fee?: number }>(
  request: FastifyRequest,
  body: Body,
) => ({ actorId: currentUser(request).id, bookings: body.bookings, pickupFee: body.pickup_fee as Body['pickup_fee'] });

/**
 * Checkout payments: creation (staff), pay in store (staff), verification (public: it re-checks with
 * the provider and tells anyone whether the payment succeeded; staff also get the total, the
 * booking ids and the invoice number), the provider's notification (public: only a hint,
 * re-checked with the provider), the void or capture of a held payment, and Payments to resolve (admin, superadmin).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/create',
    { onRequest: app.authorize('bookings:create'), schema: { body: createPaymentRequestSchema } },
    async (request, reply) => reply.status(201).send(await createPayment(app.ctx, submitted(request, request.body))),
  );

  app.post(
    '/store-payment/confirm-instore-payment',
    { onRequest: app.authorize('bookings:create'), schema: { body: confirmInstorePaymentRequestSchema } },
    async (request, reply) =>
      reply.status(201).send(await confirmInstorePayment(app.ctx, submitted(request, request.body))),
  );

  app.get(
    '/payments/verify',
    {
      config: { rateLimit: [{ key: (request) => `payments-verify:${request.ip}`, limit: 120, windowSeconds: 60 }] },
      schema: { querystring: verifyPaymentQuerySchema },
    },
    async (request) => {
      const user = await optionalUser(request);
      return verifyPayment(app.ctx, request.query.cart_id, {
        details: user !== null && can(user.role, 'bookings:read'),
      });
    },
  );

  app.post(
    '/payments',
    {
      config: { rateLimit: [{ key: (request) => `payments-notify:${request.ip}`, limit: 300, windowSeconds: 60 }] },
      schema: { body: paymentNotificationSchema },
    },
    async (request) => {
      const checkout = await settleCheckout(app.ctx, request.body.cart_id);
      return { message: PAYMENT_MESSAGES.notificationReceived, status: checkout.status };
    },
  );

  app.post(
    '/bookings/:id/void-payment',
    { onRequest: app.authorize('payments:void'), schema: { params: idParamSchema } },
    async (request) => voidHeldPayment(app.ctx, onBooking(request)),
  );

  app.get('/payments/to-resolve', { onRequest: app.authorize('payments:resolve') }, async () =>
    findPaymentsToResolve(app.ctx),
  );

  app.post(
    '/payments/:cartId/resolve',
    {
      onRequest: app.authorize('payments:resolve'),
      schema: { params: cartIdParamSchema, body: resolvePaymentRequestSchema },
    },
    async (request) =>
      resolvePayment(app.ctx, {
        actorId: currentUser(request).id,
        cartId: request.params.cartId,
        action: request.body.action,
      }),
  );

  app.post(
    '/bookings/:id/capture-payment',
    { onRequest: app.authorize('payments:capture'), schema: { params: idParamSchema } },
    async (request) => captureHeldPayment(app.ctx, onBooking(request)),
  );
};
export default routes;
