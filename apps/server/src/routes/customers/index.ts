import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCustomerRequestSchema,
  CUSTOMER_MESSAGES,
  customersQuerySchema,
  syncCustomerParamSchema,
} from '@shop/domain/contracts/customers';
import {
  customerIdParamSchema,
  eligibilityQuerySchema,
  manualPurchaseRequestSchema,
} from '@shop/domain/contracts/purchases';
import { addressHeadersSchema, addressRequestSchema } from '@shop/domain/contracts/addresses';
import { currentUser } from '../../plugins/auth';
import { findCustomers } from '../../services/customers/find-customers';
import { syncCustomer } from '../../services/customers/sync-customer';
import { ensureCustomer } from '../../services/customers/ensure-customer';
import { createCustomer } from '../../services/customers/create-customer';
import { listAddresses } from '../../services/addresses/list-addresses';
import { saveAddress } from '../../services/addresses/save-address';
import { recordPurchases } from '../../services/purchases/record-purchases';
import { getCustomerPurchases } from '../../services/purchases/get-customer-purchases';
import { checkRacketEligibility } from '../../services/entitlements/check-racket-eligibility';

/** Customers (search, sync), their addresses, in-store purchases and free stringing entitlements. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/customers',
    { onRequest: app.authorize('customers:read'), schema: { querystring: customersQuerySchema } },
    async (request) => findCustomers(app.ctx, request.query),
  );

  app.post(
    '/admin/customers',
    {
      onRequest: app.authorize('customers:create'),
      config: {
        rateLimit: [
          { key: (request) => `customer-create:${currentUser(request).id}`, limit: 120, windowSeconds: 3600 },
        ],
      },
      schema: { body: createCustomerRequestSchema },
    },
    async (request, reply) => {
      const result = await createCustomer(app.ctx, { actorId: currentUser(request).id, customer: request.body });
      if ('created' in result) return reply.status(201).send(result.created);
      const { message, existingId, existingName, field } = result.taken;
      return reply.status(409).send({
        error: message,
        message,
        statusCode: 409,
        code: 'Conflict',
        existing_id: existingId,
        existing_name: existingName,
        field,
      });
    },
  );

  app.get(
    '/admin/sync-customer/:id',
    { onRequest: app.authorize('customers:sync'), schema: { params: syncCustomerParamSchema } },
    async (request) => ({
      message: CUSTOMER_MESSAGES.synced,
      customer: await syncCustomer(app.ctx, { id: request.params.id }),
    }),
  );

  app.get(
    '/customer-address/:customerId',
    { onRequest: app.authorize('customers:read'), schema: { params: customerIdParamSchema } },
    async (request) => {
      await ensureCustomer(app.ctx, { id: request.params.customerId });
      return listAddresses(app.ctx.db, { customerId: request.params.customerId });
    },
  );

  app.post(
    '/customer-address',
    {
      onRequest: app.authorize('addresses:write'),
      schema: { headers: addressHeadersSchema, body: addressRequestSchema },
    },
    async (request, reply) => {
      // Validated above (schema.headers); fastify hands the parsed value or the original string.
      const customerId = Number(request.headers['customer-id']);
      const saved = await saveAddress(app.ctx, { actorId: currentUser(request).id, customerId, address: request.body });
      return reply.status(201).send(saved);
    },
  );

  app.post(
    '/manual-purchase/:customerId',
    {
      onRequest: app.authorize('purchases:create'),
      schema: { params: customerIdParamSchema, body: manualPurchaseRequestSchema },
    },
    async (request, reply) => {
      const saved = await recordPurchases(app.ctx, {
        actorId: currentUser(request).id,
        customerId: request.params.customerId,
        purchases: request.body.purchases,
      });
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/purchases/customer/:customerId',
    { onRequest: app.authorize('customers:read'), schema: { params: customerIdParamSchema } },
    async (request) => getCustomerPurchases(app.ctx, { customerId: request.params.customerId }),
  );

  app.get(
    '/free-service/eligibility/racket',
    { onRequest: app.authorize('customers:read'), schema: { querystring: eligibilityQuerySchema } },
    async (request) => checkRacketEligibility(app.ctx.db, request.query),
  );
};
export default routes;
