import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { hitRateLimit } from '../lib/rate-limit';

/** One request limit of a route: at most `limit` requests per `key` in a window of `windowSeconds`. */
export interface RateLimitRule {
  /** The counter this request counts on, e.g. (request) => `login:ip:${request.ip}`. */
  key: (request: FastifyRequest) => string;
  limit: number;
  windowSeconds: number;
  /** The 429's sentence (MESSAGES.tooManyRequests when absent). */
  message?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's request limits, counted in order after authorization and validation. */
    rateLimit?: readonly RateLimitRule[];
  }
}

/**
 * The validated body of a request, typed by the route's own schema, for a rule's key (rules run
 * after validation, so the body is the schema's output: trimmed, lowercased, coerced).
 */
export function validBody<S extends z.ZodType>(request: FastifyRequest, _schema: S): z.output<S> {
  return request.body as z.output<S>;
}

/**
 * Routes declare their limits as `config: { rateLimit: [{ key, limit, windowSeconds, message? }] }`.
 * They are counted in a preHandler: after the onRequest guards (a caller without a session, or with
 * the wrong role or site key, spends nothing and keys may use request.user) and after validation
 * (malformed input spends nothing and keys may use the body). Counts live in the database
 * (lib/rate-limit.ts), so every server instance shares them. Past a limit: 429 with the rule's message.
 * Only routes that declare limits get the hook (added as each route is added, after the app's own preHandlers):
 * the others pay nothing for it. Must be registered before the routes.
 */
export function registerRateLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const rules = route.config?.rateLimit;
    if (!rules?.length) return;
    const countHits: preHandlerAsyncHookHandler = async (request) => {
      for (const rule of rules) await hitRateLimit(app.ctx.db, rule.key(request), rule);
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), countHits];
  });
}
