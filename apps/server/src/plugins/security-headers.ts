import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The security headers of one policy, as helmet sets them: [name, value] in helmet's order. */
export type SecurityHeaders = readonly (readonly [string, string])[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own security headers instead of the app's (the API reference page's relaxed policy). */
    securityHeaders?: SecurityHeaders;
  }
}

/**
 * The headers helmet's middleware sets for `options`, read once by running it against a response that only
 * records them. Helmet builds the same headers for every request of a policy (no nonces here), so computing
 * them per request (what @fastify/helmet does: parsing the policy's directives again each time) is wasted work.
 * Helmet also removes X-Powered-By, which nothing here sets.
 */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Sets the app's security headers (`options`, computed once) on every answer before anything else runs, as
 * @fastify/helmet did; a route whose config carries `securityHeaders` gets those instead. Only the reference
 * page's routes (under `routePrefix`) carry their own, so other requests never build `request.routeOptions`.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions, routePrefix: string): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    const own = request.url.startsWith(routePrefix) ? request.routeOptions.config.securityHeaders : undefined;
    const raw = reply.raw;
    for (const [name, value] of own ?? headers) raw.setHeader(name, value);
    done();
  });
}
