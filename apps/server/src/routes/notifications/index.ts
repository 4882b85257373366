import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNotifications } from '../../services/notifications/list-notifications';

/** Notifications: public (no auth), so they never carry personal data. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/notifications', async () => listNotifications(app.ctx.db));
};
export default routes;
