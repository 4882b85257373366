import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerRacketInputSchema, customerRacketSchema } from '@shop/domain/contracts/jobs';
import {
  customerRacketParamsSchema,
  customerRacketsParamsSchema,
  defaultSpecSchema,
  defaultSpecViewSchema,
} from '@shop/domain/contracts/rackets';
import { currentUser } from '../../plugins/auth';
import { ensureCustomer } from '../../services/customers/ensure-customer';
import { createRacket } from '../../services/rackets/create-racket';
import { getDefaultSpec, updateDefaultSpec } from '../../services/rackets/default-spec';
import { getCustomerRackets } from '../../services/rackets/get-customer-rackets';
import { updateRacket } from '../../services/rackets/update-racket';

/** The customer's rackets with their stringing history, and the spec a new racket starts from. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/rackets',
    {
      onRequest: app.authorize('rackets:read'),
      schema: { params: customerRacketsParamsSchema, response: { 200: z.array(customerRacketSchema) } },
    },
    async (request) => {
      await ensureCustomer(app.ctx, { id: request.params.id });
      return getCustomerRackets(app.ctx.db, { customerId: request.params.id });
    },
  );

  app.post(
    '/customers/:id/rackets',
    {
      onRequest: app.authorize('rackets:write'),
      schema: {
        params: customerRacketsParamsSchema,
        body: customerRacketInputSchema,
        response: { 201: customerRacketSchema },
      },
    },
    async (request, reply) => {
      const racket = await createRacket(app.ctx, {
        actorId: currentUser(request).id,
        customerId: request.params.id,
        racket: request.body,
      });
      return reply.status(201).send(racket);
    },
  );

  app.put(
    '/customers/:id/rackets/:racketId',
    {
      onRequest: app.authorize('rackets:write'),
      schema: {
        params: customerRacketParamsSchema,
        body: customerRacketInputSchema,
        response: { 200: customerRacketSchema },
      },
    },
    async (request) =>
      updateRacket(app.ctx, {
        actorId: currentUser(request).id,
        customerId: request.params.id,
        racketId: request.params.racketId,
        racket: request.body,
      }),
  );

  app.get(
    '/settings/default-spec',
    { onRequest: app.authorize('rackets:read'), schema: { response: { 200: defaultSpecViewSchema } } },
    async () => getDefaultSpec(app.ctx.db),
  );

  app.put(
    '/settings/default-spec',
    {
      onRequest: app.authorize('settings:edit'),
      schema: { body: defaultSpecSchema, response: { 200: defaultSpecViewSchema } },
    },
    async (request) => updateDefaultSpec(app.ctx, { actorId: currentUser(request).id, spec: request.body }),
  );
};
export default routes;
