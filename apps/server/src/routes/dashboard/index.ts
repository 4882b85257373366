import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayQuerySchema } from '@shop/domain/contracts/dashboard';
import { getToday } from '../../services/dashboard/get-today';

/** The dashboard's figures of the day for the counter (docs/decisions/dashboard.md). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/today',
    { onRequest: app.authorize('dashboard:today'), schema: { querystring: todayQuerySchema } },
    async (request) => getToday(app.ctx.db, { date: request.query.date }),
  );
};
export default routes;
