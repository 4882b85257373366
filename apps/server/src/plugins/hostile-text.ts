import type { FastifyInstance } from 'fastify';
import { BIDI_CONTROLS } from '@shop/domain/text';
import { badRequest } from '../lib/errors';

export const NUL_MESSAGE = 'Text may not contain a NUL character (\\0).';

/** A password is kept exactly as typed (it is only ever hashed); every other string is cleaned. */
const KEPT_AS_TYPED = /password/i;

/**
 * Walks a JSON body once: answers true when a string or key holds a NUL byte, and removes bidirectional controls
 * (U+202A–U+202E, U+2066–U+2069) from every string in place, so a name or a note is stored without them and never
 * reaches a PDF, a CSV or an email as a reversed spoof (docs/security.md).
 */
function holdsNulCleaning(value: unknown, depth = 0): boolean {
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  const entries: [string | number, unknown][] = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && key.includes('\0')) return true;
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
      if (typeof key === 'string' && KEPT_AS_TYPED.test(key)) continue;
      BIDI_CONTROLS.lastIndex = 0;
      if (BIDI_CONTROLS.test(item)) (value as Record<string | number, unknown>)[key] = item.replace(BIDI_CONTROLS, '');
    } else if (holdsNulCleaning(item, depth + 1)) return true;
  }
  return false;
}

/**
 * Text that cannot or must not be kept: PostgreSQL text cannot hold a NUL byte (one in a path, query string or JSON
 * body would fail in the database as a 500), so a request carrying one is refused up front with a 400; bidirectional
 * controls are removed from every string of a JSON body before it is validated.
 */
export function guardText(app: FastifyInstance): void {
  // Callback hooks (no promise per request); the error goes to the error handler as a thrown one would.
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.url.includes('%') && /%00/i.test(request.url) ? badRequest(NUL_MESSAGE) : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const body = request.body;
    if (typeof body === 'string') return done(body.includes('\0') ? badRequest(NUL_MESSAGE) : undefined);
    done(body !== undefined && holdsNulCleaning(body) ? badRequest(NUL_MESSAGE) : undefined);
  });
}
