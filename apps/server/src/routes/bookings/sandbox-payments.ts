import { requestLanguage } from '../../lib/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  renderSandboxNotFound,
  renderSandboxPaymentPage,
  sandboxReturnUrl,
} from '../../adapters/payments/sandbox-page';
import {
  decideSandboxPayment,
  findSandboxPayment,
  opensSandboxPage,
  type SandboxOutcome,
} from '../../adapters/payments/sandbox';

const params = z.object({ cartId: z.string().max(64) });
const querystring = z.object({ token: z.string().max(128).optional() });
const OUTCOMES: Record<string, SandboxOutcome> = {
  pay: 'paid',
  hold: 'held',
  decline: 'declined',
  cancel: 'canceled',
};

/**
 * The sandbox provider's hosted payment page (PAYMENT_PROVIDER=sandbox only; no auth, like a real
 * provider's page). The payer's choice is recorded in the sandbox ledger, the provider notifies
 * POST /api/payments as a real one would, and the payer is sent back to the shop's return URL.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  /** The payment behind a page address, or undefined when there is none or the token does not open it (same answer). */
  const findOpenedPayment = async (cartId: string, token: string | undefined) => {
    const payment = app.ctx.payments.name === 'sandbox' ? await findSandboxPayment(app.ctx.db, cartId) : undefined;
    return payment && opensSandboxPage(payment, token, app.ctx.config.sessionSecret) ? payment : undefined;
  };

  app.get('/sandbox-payments/:cartId', { schema: { params, querystring } }, async (request, reply) => {
    const shop = app.ctx.config.shop.name;
    const payment = await findOpenedPayment(request.params.cartId, request.query.token);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!payment) return reply.status(404).send(renderSandboxNotFound(shop, requestLanguage(request)));
    return reply.send(renderSandboxPaymentPage(payment, shop, requestLanguage(request)));
  });

  app.post(
    '/sandbox-payments/:cartId',
    {
      schema: {
        params,
        querystring,
        body: z.object({
          action: z.enum(['pay', 'hold', 'decline', 'cancel'], {
            error: 'Choose Pay, Authorise only, Decline or Cancel.',
          }),
        }),
      },
    },
    async (request, reply) => {
      const shop = app.ctx.config.shop.name;
      const exists = await findOpenedPayment(request.params.cartId, request.query.token);
      if (!exists)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(renderSandboxNotFound(shop, requestLanguage(request)));
      const payment = (await decideSandboxPayment(app.ctx.db, request.params.cartId, OUTCOMES[request.body.action]!))!;
      // Like a real provider: a server-to-server notification (only a hint; the shop re-checks).
      const notified = await app.inject({ method: 'POST', url: '/api/payments', payload: { cart_id: payment.cartId } });
      if (notified.statusCode >= 400)
        request.log.warn({ status: notified.statusCode }, 'sandbox payment notification was not accepted');
      return reply.redirect(sandboxReturnUrl(payment), 303);
    },
  );
};
export default routes;
