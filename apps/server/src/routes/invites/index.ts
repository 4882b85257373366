import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVITE_MESSAGES, inviteRequestSchema } from '@shop/domain/contracts/invites';
import { currentUser } from '../../plugins/auth';
import { sendInvite } from '../../services/invites/send-invite';

/** Invites: staff email a customer an invitation to the shop's online store. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invite',
    {
      onRequest: app.authorize('invites:send'),
      config: {
        rateLimit: [
          {
            key: (request) => `invite:${currentUser(request).id}`,
            limit: 50,
            windowSeconds: 3600,
            message: INVITE_MESSAGES.tooManyInvites,
          },
        ],
      },
      schema: { body: inviteRequestSchema },
    },
    async (request) => sendInvite(app.ctx, { actorId: currentUser(request).id, email: request.body.email }),
  );
};
export default routes;
