import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema } from '@shop/domain/contracts/accounts';
import { currentUser } from '../../plugins/auth';
import { logIn } from '../../services/accounts/log-in';
import { logOut } from '../../services/accounts/log-out';
import { getProfile } from '../../services/accounts/get-profile';

/** Accounts: login and logout, profile, self-registration, approvals, set and reset password. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post('/admin/login', { schema: { body: loginRequestSchema } }, async (request) =>
    logIn(app.ctx, { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  app.post('/admin/logout', { preHandler: app.authorize('profile:read') }, async (request) => {
    const user = currentUser(request);
    return logOut(app.ctx.db, { userId: user.id, sessionId: user.sessionId });
  });

  app.get('/admin/profile', { preHandler: app.authorize('profile:read') }, async (request) =>
    getProfile(app.ctx.db, { userId: currentUser(request).id }),
  );
};
export default routes;
