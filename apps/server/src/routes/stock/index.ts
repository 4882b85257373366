import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  stockAdjustmentSchema,
  stockChangeResponseSchema,
  stockLedgerSchema,
  stockListSchema,
  stockParamsSchema,
  stockReceiptSchema,
  stockThresholdSchema,
} from '@shop/domain/contracts/stock';
import { currentUser } from '../../plugins/auth';
import { changeStock, stockLedger } from '../../services/stock/change-stock';
import { listStock } from '../../services/stock/stock-levels';
import { updateThreshold } from '../../services/stock/update-threshold';

/** The two ledger entries admins write by hand: one route shape, one service call. */
const MOVES = [
  { url: '/stock/receipts', kind: 'received', body: stockReceiptSchema },
  { url: '/stock/adjustments', kind: 'adjusted', body: stockAdjustmentSchema },
] as const;

/** String stock (docs/product/stock.md): every role reads it; admins receive string, adjust the count and set thresholds. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stock',
    { onRequest: app.authorize('stock:read'), schema: { response: { 200: stockListSchema } } },
    async () => listStock(app.ctx.db),
  );

  for (const move of MOVES) {
    app.post(
      move.url,
      {
        onRequest: app.authorize('stock:write'),
        schema: { body: move.body, response: { 201: stockChangeResponseSchema } },
      },
      async (request, reply) => {
        const { string_id, metres, ...rest } = request.body;
        const answer = await changeStock(app.ctx, {
          kind: move.kind,
          stringId: string_id,
          cm: metres,
          reason: 'reason' in rest ? rest.reason : null,
          actorId: currentUser(request).id,
        });
        return reply.status(201).send(answer);
      },
    );
  }

  app.put(
    '/stock/:stringId/threshold',
    {
      onRequest: app.authorize('stock:write'),
      schema: { params: stockParamsSchema, body: stockThresholdSchema, response: { 200: stockChangeResponseSchema } },
    },
    async (request) =>
      updateThreshold(app.ctx.db, {
        stringId: request.params.stringId,
        thresholdCm: request.body.metres,
        actorId: currentUser(request).id,
      }),
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
