import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { purchaseProductsQuerySchema, purchaseProductsResponseSchema } from '@shop/domain/contracts/purchases';
import { currentUser } from '../../plugins/auth';
import { findPurchaseProducts } from '../../services/purchases/find-purchase-products';

/**
 * Purchases: the store catalogue search of Add Purchases. (Recording purchases and reading a
 * customer's purchases are under the customer routes: /manual-purchase, /purchases/customer.)
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/purchases/products',
    {
      onRequest: app.authorize('purchases:create'),
      // Each search reads the store's catalogue: typing is debounced, this caps a runaway client.
      config: {
        rateLimit: [
          { key: (request) => `purchase-products:${currentUser(request).id}`, limit: 120, windowSeconds: 60 },
        ],
      },
      schema: { querystring: purchaseProductsQuerySchema, response: { 200: purchaseProductsResponseSchema } },
    },
    async (request) => findPurchaseProducts(app.ctx, { search: request.query.search }),
  );
};
export default routes;
