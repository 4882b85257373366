import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveRequestSchema,
  FORGOT_PASSWORD_LIMITS,
  forgotPasswordRequestSchema,
  LOGIN_LIMITS,
  loginRequestSchema,
  REGISTER_LIMITS,
  registerRequestSchema,
  rejectRequestSchema,
  resetPasswordRequestSchema,
  setPasswordRequestSchema,
  updateLanguageRequestSchema,
  updateProfileRequestSchema,
} from '@shop/domain/contracts/accounts';
import { currentUser } from '../../plugins/auth';
import { validBody } from '../../plugins/rate-limit';
import { logIn } from '../../services/accounts/log-in';
import { logOut } from '../../services/accounts/log-out';
import { getProfile } from '../../services/accounts/get-profile';
import { updateProfile } from '../../services/accounts/update-profile';
import { updateLanguage } from '../../services/accounts/update-language';
import { registerStaff } from '../../services/accounts/register-staff';
import { findStaffRequests } from '../../services/accounts/find-staff-requests';
import { decideStaffRequest } from '../../services/accounts/decide-staff-request';
import { setPasswordWithToken } from '../../services/accounts/set-password';
import { requestPasswordReset } from '../../services/accounts/request-password-reset';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Accounts: login and logout, profile, self-registration, approvals, set and reset password. */
const routes: FastifyPluginAsyncZod = async (app) => {
  sessionRoutes(app);
  registrationRoutes(app);
};
export default routes;

/** Login and logout, and the signed-in person's profile and language. */
function sessionRoutes(app: App) {
  app.post(
    '/admin/login',
    {
      config: {
        rateLimit: [
          {
            key: (request) => `login:ip:${request.ip}`,
            limit: LOGIN_LIMITS.perIp,
            windowSeconds: LOGIN_LIMITS.windowSeconds,
          },
        ],
      },
      schema: { body: loginRequestSchema },
    },
    async (request) => logIn(app.ctx, { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  app.post('/admin/logout', { onRequest: app.authorize('profile:read') }, async (request) => {
    const user = currentUser(request);
    const answer = await logOut(app.ctx.db, { userId: user.id, sessionId: user.sessionId });
    app.ctx.sessionCache.forgetSession(user.sessionId);
    return answer;
  });

  app.get('/admin/profile', { onRequest: app.authorize('profile:read') }, async (request) =>
    getProfile(app.ctx.db, { userId: currentUser(request).id }),
  );

  app.put(
    '/admin/profile',
    {
      onRequest: app.authorize('profile:update'),
      config: {
        rateLimit: [{ key: (request) => `profile:${currentUser(request).id}`, limit: 60, windowSeconds: 3600 }],
      },
      schema: { body: updateProfileRequestSchema },
    },
    async (request) => updateProfile(app.ctx.db, { userId: currentUser(request).id, changes: request.body }),
  );

  app.put(
    '/admin/profile/language',
    {
      onRequest: app.authorize('profile:update'),
      config: {
        rateLimit: [{ key: (request) => `profile:${currentUser(request).id}`, limit: 60, windowSeconds: 3600 }],
      },
      schema: { body: updateLanguageRequestSchema },
    },
    async (request) => updateLanguage(app.ctx.db, { userId: currentUser(request).id, language: request.body.language }),
  );
}

/** Self-registration and its approval, setting and resetting a password. */
function registrationRoutes(app: App) {
  app.post(
    '/admin/register',
    {
      config: {
        rateLimit: [
          {
            key: (request) => `register:ip:${request.ip}`,
            limit: REGISTER_LIMITS.perIp,
            windowSeconds: REGISTER_LIMITS.windowSeconds,
          },
        ],
      },
      schema: { body: registerRequestSchema },
    },
    async (request, reply) => reply.status(201).send(await registerStaff(app.ctx, { ...request.body, ip: request.ip })),
  );

  app.post('/admin/set-password', { schema: { body: setPasswordRequestSchema } }, async (request) =>
    setPasswordWithToken(app.ctx, { token: request.body.token, password: request.body.password, purpose: 'set' }),
  );

  app.post('/admin/reset-password', { schema: { body: resetPasswordRequestSchema } }, async (request) =>
    setPasswordWithToken(app.ctx, { token: request.body.token, password: request.body.password, purpose: 'reset' }),
  );

  app.post(
    '/admin/forgot-password',
    {
      config: {
        rateLimit: [
          {
            key: (request) => `forgot:ip:${request.ip}`,
            limit: FORGOT_PASSWORD_LIMITS.perIp,
            windowSeconds: FORGOT_PASSWORD_LIMITS.windowSeconds,
          },
          {
            key: (request) => `forgot:account:${validBody(request, forgotPasswordRequestSchema).email}`,
            limit: FORGOT_PASSWORD_LIMITS.perAccount,
            windowSeconds: FORGOT_PASSWORD_LIMITS.windowSeconds,
          },
        ],
      },
      schema: { body: forgotPasswordRequestSchema },
    },
    async (request) => requestPasswordReset(app.ctx, { email: request.body.email, ip: request.ip }),
  );

  app.get('/admin/staff-registration-requests', { onRequest: app.authorize('staffRequests:read') }, async () =>
    findStaffRequests(app.ctx.db),
  );

  app.post(
    '/admin/approve',
    { onRequest: app.authorize('staffRequests:decide'), schema: { body: approveRequestSchema } },
    async (request) =>
      decideStaffRequest(app.ctx, {
        actor: currentUser(request),
        requestId: request.body.adminId,
        decision: 'approved',
      }),
  );

  app.post(
    '/admin/reject',
    { onRequest: app.authorize('staffRequests:decide'), schema: { body: rejectRequestSchema } },
    async (request) =>
      decideStaffRequest(app.ctx, {
        actor: currentUser(request),
        requestId: request.body.adminId,
        decision: 'rejected',
      }),
  );
}
