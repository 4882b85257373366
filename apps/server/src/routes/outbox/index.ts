import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shop/domain/contracts/common';
import { currentUser } from '../../plugins/auth';
import { findFailedEmails, resendFailedEmail } from '../../services/outbox/failed-emails';

/** Undelivered emails: admins see them and put them back in the queue. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/failed-emails', { onRequest: app.authorize('outbox:resend') }, async () =>
    findFailedEmails(app.ctx.db),
  );

  app.post(
    '/admin/failed-emails/:id/resend',
    { onRequest: app.authorize('outbox:resend'), schema: { params: idParamSchema } },
    async (request) => {
      const answer = await resendFailedEmail(app.ctx.db, {
        actorId: currentUser(request).id,
        emailId: request.params.id,
      });
      app.ctx.kickOutbox();
      return answer;
    },
  );
};
export default routes;
