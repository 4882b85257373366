import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  stockAdjustmentSchema,
  stockChangeResponseSchema,
  stockLedgerSchema,
  stockListSchema,
  stockParamsSchema,
  stockReceiptSchema,
} from '@shop/domain/contracts/stock';
import { currentUser } from '../../plugins/auth';
import { changeStock, stockLedger } from '../../services/stock/change-stock';
import { listStock } from '../../services/stock/stock-levels';

/** String stock (docs/product/stock.md): every role reads it; admins receive string and adjust the count. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stock',
    { onRequest: app.authorize('stock:read'), schema: { response: { 200: stockListSchema } } },
    async () => listStock(app.ctx.db),
  );

  app.post(
    '/stock/receipts',
    {
      onRequest: app.authorize('stock:write'),
      schema: { body: stockReceiptSchema, response: { 201: stockChangeResponseSchema } },
    },
    async (request, reply) => {
      const answer = await changeStock(app.ctx, {
        kind: 'received',
        stringId: request.body.string_id,
        cm: request.body.metres,
        actorId: currentUser(request).id,
      });
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/stock/adjustments',
    {
      onRequest: app.authorize('stock:write'),
      schema: { body: stockAdjustmentSchema, response: { 201: stockChangeResponseSchema } },
    },
    async (request, reply) => {
      const answer = await changeStock(app.ctx, {
        kind: 'adjusted',
        stringId: request.body.string_id,
        cm: request.body.metres,
        reason: request.body.reason,
        actorId: currentUser(request).id,
      });
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/stock/:stringId/ledger',
    {
      onRequest: app.authorize('stock:read'),
      schema: { params: stockParamsSchema, response: { 200: stockLedgerSchema } },
    },
    async (request) => stockLedger(app.ctx.db, request.params.stringId),
  );
};

export default routes;
