import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inviteRequestSchema } from '@shop/domain/contracts/invites';
import { currentUser } from '../../plugins/auth';
import { sendInvite } from '../../services/invites/send-invite';

/** Invites: staff email a customer an invitation to the shop's online store. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invite',
    { preHandler: app.authorize('invites:send'), schema: { body: inviteRequestSchema } },
    async (request) => sendInvite(app.ctx, { actorId: currentUser(request).id, email: request.body.email }),
  );
};
export default routes;
