import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNotifications } from '../../services/notifications/list-notifications';
import { listStaffNotifications } from '../../services/notifications/list-staff-notifications';

/** Notifications: public (no auth), so they never carry personal data; staff read them with names resolved. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/notifications', async () => listNotifications(app.ctx.db));

  app.get('/notifications/staff', { onRequest: app.authorize('notifications:read') }, async () =>
    listStaffNotifications(app.ctx.db),
  );
};
export default routes;
