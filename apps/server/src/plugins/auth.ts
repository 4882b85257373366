import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { can, type Action } from '@shop/domain/policies';
import { MESSAGES } from '@shop/domain/messages';
import { findSessionUser, type SessionUser } from '../services/sessions/sessions';
import { forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid session (401 otherwise) whose role may do `action` (403 otherwise). */
    authorize(action: Action): preHandlerAsyncHookHandler;
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

export default fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorate('authorize', (action: Action) => {
    const handler = async function authorizeHandler(request: FastifyRequest, _reply: FastifyReply) {
      const user = await optionalUser(request);
      if (!user) throw unauthorized(MESSAGES.sessionExpired);
      if (!can(user.role, action)) throw forbidden(MESSAGES.notEligible);
      request.user = user;
    };
    // Tagged so the route table (and its test) knows which permission guards each route.
    return Object.assign(handler, { action });
  });
});
