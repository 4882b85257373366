import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

export const NUL_MESSAGE = 'Text may not contain a NUL character (\\0).';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL byte: one in a path, query string or JSON body would reach the
 * database and fail there as a 500. Every request carrying one is refused up front with a 400.
 */
export function refuseNul(app: FastifyInstance): void {
  // Callback hooks (no promise per request); the error goes to the error handler as a thrown one would.
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.url.includes('%') && /%00/i.test(request.url) ? badRequest(NUL_MESSAGE) : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    done(request.body !== undefined && containsNul(request.body) ? badRequest(NUL_MESSAGE) : undefined);
  });
}
