import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Action } from '@shop/domain/policies';
import type { AppContext } from './context';
import { AccessLog } from './plugins/access-log';
import authPlugin, { routeAction } from './plugins/auth';
import { guardText } from './plugins/hostile-text';
import { errorAnswer, registerErrorHandler } from './plugins/error-handler';
import { registerAnswerLanguage } from './plugins/answer-language';
import { API_DOCS_URL, markPublicOperation, registerOpenApi, relaxDocsPolicy } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerRoutes } from './routes';

/** A registered route and the permission guarding it (null: public). */
export interface RouteEntry {
  method: string;
  url: string;
  action: Action | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export interface BuildAppOptions {
  ctx: AppContext;
  logger?: boolean | object;
}

/** Builds the whole product: external plugins, then auth, then routes, then the web app. */
export async function buildApp({ ctx, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  // TRUST_PROXY: which proxies may set X-Forwarded-For/-Proto (client address for rate limits, https).
  // A hop count n trusts the n nearest proxies (Fastify accepts a number; its types say a function).
  const trust = ctx.config.trustProxy;
  const trustProxy = typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
  const app = Fastify({
    logger,
    trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new AccessLog(ctx.config.logRequests),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  // Helmet's headers, computed once (plugins/security-headers.ts); the reference page has its own policy.
  registerSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
          'frame-src': ["'self'", 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
          // blob: the job page shows intake photos fetched with the session's token (docs/decisions/intake-photos.md).
          'img-src': ["'self'", 'data:', 'blob:'],
          'form-action': ["'self'", 'https://secure.telr.com'],
          'upgrade-insecure-requests': null,
        },
      },
    },
    API_DOCS_URL,
  );
  // JSON, HTML and text above 1 kB are compressed (brotli or gzip as the client accepts); PDFs are
  // not (already compressed), nor are the web app's files, which the build compressed beforehand.
  // Request bodies are never decompressed.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  registerErrorHandler(app);
  registerAnswerLanguage(app);
  guardText(app);
  noStoreForApi(app);
  closeConnectionsWhenClosing(app);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    // Routes declare `onRequest: app.authorize(action)`: checked before the body is parsed or validated.
    const action = routeAction(route);
    if (!route.url.startsWith('/api')) return;
    relaxDocsPolicy(route);
    markPublicOperation(route, action);
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, action });
  });
  await registerOpenApi(app);
  await app.register(authPlugin);
  registerRateLimits(app);
  await registerRoutes(app);
  await serveWebApp(app, ctx.config.webDist);
  return app;
}

/**
 * During app.close() (SIGTERM) the requests in flight finish, and their responses close the
 * connection: a keep-alive client cannot hold the process open, and reconnects to another instance.
 */
function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * API answers hold customer data and are never to be kept by a browser or proxy (a shared counter
 * PC after logout): Cache-Control: no-store unless a route chose its own caching (the API reference).
 */
function noStoreForApi(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** Serves the built React app; any non-API path answers index.html so client routes work on reload. */
async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/precompress.ts): sent as they are.
      preCompressed: true,
      cacheControl: false,
      // File names under /assets carry a hash of their content: cached for a year. Everything else
      // (index.html, the icon) is checked on each visit, so a release is seen at once.
      setHeaders: (reply, file) => {
        const hashed = path.relative(webDist, file).split(path.sep)[0] === 'assets';
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`web app not built at ${webDist}; run "npm run build"`);
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi || !built || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const message = `No such endpoint: ${request.method} ${request.url.split('?')[0]}`;
      return reply.status(404).send(errorAnswer(request, 404, message));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
