import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CUSTOMER_CHANNEL_MESSAGES,
  customerChannelParamSchema,
  customerChannelRequestSchema,
  customerChannelResponseSchema,
} from '@shop/domain/contracts/customer-channel';
import { currentUser } from '../../plugins/auth';
import { setCustomerChannel } from '../../services/customers/set-customer-channel';

/** PUT /api/customers/:id/channel: the channel the customer wants the shop's messages on (null: the shop default). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/customers/:id/channel',
    {
      onRequest: app.authorize('customers:language'),
      schema: {
        params: customerChannelParamSchema,
        body: customerChannelRequestSchema,
        response: { 200: customerChannelResponseSchema },
      },
    },
    async (request) => ({
      message: CUSTOMER_CHANNEL_MESSAGES.saved,
      customer: await setCustomerChannel(app.ctx, {
        actorId: currentUser(request).id,
        customerId: request.params.id,
        preferredChannel: request.body.preferred_channel,
      }),
    }),
  );
};
export default routes;
