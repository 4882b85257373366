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
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw badRequest(NUL_MESSAGE);
  });
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body)) throw badRequest(NUL_MESSAGE);
  });
}
