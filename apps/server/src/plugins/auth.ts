import fp from 'fastify-plugin';
import type { FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler, RouteOptions } from 'fastify';
import { can, type Action } from '@shop/domain/policies';
import { MESSAGES } from '@shop/domain/messages';
import { findSessionUser, sessionUserByHash, type SessionUser } from '../services/sessions/sessions';
import { forbidden, unauthorized } from '../lib/errors';
import { hashToken } from '../lib/crypto';

/** The guard `app.authorize(action)` makes, tagged with its permission for the route table. */
export type AuthorizeHook = onRequestHookHandler & { readonly action: Action };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /**
     * An onRequest hook: a valid session (401 otherwise) whose role may do `action` (403 otherwise),
     * checked before the body is read or validated. Declared as `onRequest: app.authorize(action)`.
     */
    authorize(action: Action): AuthorizeHook;
  }
}

/** The signed-in user of a request that passed `authorize`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(MESSAGES.sessionExpired);
  return request.user;
}

/**
 * The signed-in user of a public route, when the caller sent a valid session (null otherwise, never
 * an error): public answers may say more to staff than to anyone.
 */
export async function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const { ctx } = request.server;
  return findSessionUser(ctx.db, token, ctx.config.sessionSecret, ctx.sessionCache);
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const isAuthorizeHook = (hook: unknown): hook is AuthorizeHook =>
  typeof hook === 'function' && typeof (hook as Partial<AuthorizeHook>).action === 'string';

const LATER_HOOKS = ['preParsing', 'preValidation', 'preHandler', 'preSerialization', 'onSend', 'onResponse'] as const;

/**
 * The permission guarding a route (null: public), read from its `onRequest` hooks. A guard declared
 * in any later hook would run after the body was parsed and validated, so such a route is refused
 * when it is added (the server does not start) instead of being quietly moved or left to run late.
 */
export function routeAction(route: RouteOptions): Action | null {
  const method = [route.method].flat().join(',');
  for (const name of LATER_HOOKS) {
    if ([route[name] ?? []].flat().some(isAuthorizeHook))
      throw new Error(`${method} ${route.url}: declare app.authorize(...) as onRequest, not ${name}`);
  }
  const guards = [route.onRequest ?? []].flat().filter(isAuthorizeHook);
  if (guards.length > 1) throw new Error(`${method} ${route.url}: one app.authorize(...) per route`);
  return guards[0]?.action ?? null;
}

export default fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorate('authorize', (action: Action): AuthorizeHook => {
    // A callback hook: a session this instance has just seen is checked without a promise
    // (docs/decisions/request-path.md).
    const handler = function authorizeHandler(request: FastifyRequest, _reply: unknown, done: HookHandlerDoneFunction) {
      const admit = (user: SessionUser | null) => {
        if (!user) return done(unauthorized(MESSAGES.sessionExpired));
        if (!can(user.role, action)) return done(forbidden(MESSAGES.notEligible));
        request.user = user;
        done();
      };
      const token = bearerToken(request);
      if (!token) return admit(null);
      const { ctx } = request.server;
      const tokenHash = hashToken(token, ctx.config.sessionSecret);
      const cached = ctx.sessionCache.get(tokenHash);
      if (cached) return admit(cached);
      sessionUserByHash(ctx.db, tokenHash, ctx.sessionCache).then(admit, done);
    };
    // Tagged so the route table (and its test) knows which permission guards each route.
    return Object.assign(handler, { action });
  });
});
