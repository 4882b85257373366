import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { securityHeaders } from './security-headers';

export const OPENAPI_URL = '/api/openapi.json';
export const API_DOCS_URL = '/api/docs';

/**
 * The reference page runs Scalar's bundled script (served by us from /api/docs/js/scalar.js) and one
 * inline script that passes its settings; it injects its own styles. Only its routes get this
 * relaxed policy; everything else keeps the app's strict one. No outside origin is allowed.
 */
const DOCS_HEADERS = securityHeaders({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'script-src': ["'self'", "'unsafe-inline'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
});

/** Gives the reference page's routes their own content security policy (plugins/security-headers.ts). */
export function relaxDocsPolicy(route: RouteOptions): void {
  if (route.url === API_DOCS_URL || route.url.startsWith(`${API_DOCS_URL}/`)) {
    route.config = { ...(route.config as object), securityHeaders: DOCS_HEADERS } as typeof route.config;
  }
}

/** Marks a guard that is not a staff session (the shop site's key): the document names its own scheme. */
export const SHOP_SITE_KEY_SCHEME = 'shopSiteKey';
export const withOpenApiScheme = <T extends object>(guard: T, scheme: string): T =>
  Object.assign(guard, { openApiScheme: scheme });

/**
 * The document's security for a route not guarded by a staff session (`action` null): `[]` for a public call
 * (OpenAPI: no credentials), or the scheme its own guard declares (withOpenApiScheme). Guarded routes keep the
 * document's default, the bearer token.
 */
export function markPublicOperation(route: RouteOptions, action: string | null): void {
  if (action !== null || route.schema?.hide) return;
  const scheme = [route.onRequest ?? []]
    .flat()
    .map((hook) => (hook as { openApiScheme?: string }).openApiScheme)
    .find(Boolean);
  route.schema = { ...route.schema, security: scheme ? [{ [scheme]: [] }] : [] };
}

/**
 * Registers the OpenAPI document, generated from the routes' Zod schemas, at /api/openapi.json and
 * the Scalar reference page at /api/docs. Both are public (docs/decisions/production.md): the
 * document describes request shapes the web app already shows; every call stays guarded.
 * Must be registered before the routes (it collects them as they are added).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Racket Lab back office API',
        version: '1.0.0',
        description:
          "Calls made by the back office web app and the shop's site. Sign in with POST /api/admin/login and send the token as `Authorization: Bearer <token>`.",
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          [SHOP_SITE_KEY_SCHEME]: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(OPENAPI_URL, { schema: { hide: true } }, async () => app.swagger());
  await app.register(apiReference, {
    routePrefix: API_DOCS_URL,
    configuration: {
      url: OPENAPI_URL,
      pageTitle: 'Racket Lab back office API',
      withDefaultFonts: false,
      telemetry: false,
      showDeveloperTools: 'never',
    },
  });
}
