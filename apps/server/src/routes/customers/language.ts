import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CUSTOMER_LANGUAGE_MESSAGES,
  customerLanguageParamSchema,
  customerLanguageRequestSchema,
  customerLanguageResponseSchema,
} from '@shop/domain/contracts/customer-language';
import { currentUser } from '../../plugins/auth';
import { setCustomerLanguage } from '../../services/customers/set-customer-language';

/** PUT /api/customers/:id/language: the customer's preferred language (their emails and WhatsApp texts). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/customers/:id/language',
    {
      onRequest: app.authorize('customers:language'),
      schema: {
        params: customerLanguageParamSchema,
        body: customerLanguageRequestSchema,
        response: { 200: customerLanguageResponseSchema },
      },
    },
    async (request) => ({
      message: CUSTOMER_LANGUAGE_MESSAGES.saved,
      customer: await setCustomerLanguage(app.ctx, {
        actorId: currentUser(request).id,
        customerId: request.params.id,
        language: request.body.language,
      }),
    }),
  );
};
export default routes;
