import { describe, expect, it } from 'vitest';
import { engine } from '../helpers/app';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

/** Fastify's "/a/:id" is OpenAPI's "/a/{id}". */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe(`OpenAPI (${engine})`, () => {
  it('documents every API route with its method at /api/openapi.json, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const ownRoutes = t.app.routeTable.filter((r) => r.url !== '/api/openapi.json' && !r.url.startsWith('/api/docs'));
    expect(ownRoutes.length).toBeGreaterThan(30);
    const missing = ownRoutes
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('marks each public call as needing no token, the shop site call with its key, and every other call with the bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      security: unknown;
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.components.securitySchemes.shopSiteKey).toEqual({ type: 'apiKey', in: 'header', name: 'x-api-key' });
    const operation = (r: { method: string; url: string }) => doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
    const documented = t.app.routeTable.filter((r) => operation(r));
    const publicOnes = documented.filter((r) => !r.action).map((r) => [`${r.method} ${r.url}`, operation(r)!.security]);
    expect(publicOnes.length).toBeGreaterThanOrEqual(14);
    expect(Object.fromEntries(publicOnes)).toEqual(
      Object.fromEntries(
        publicOnes.map(([name]) => [name, name === 'POST /api/support-tickets/tickets' ? [{ shopSiteKey: [] }] : []]),
      ),
    );
    // A guarded call keeps the document's default (the bearer token).
    expect(documented.filter((r) => r.action && operation(r)!.security !== undefined)).toEqual([]);
  });

  it('describes request bodies and parameters from the Zod contracts', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const login = doc.paths['/api/admin/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('serves the reference page at /api/docs with a policy that allows only this origin', async () => {
    const redirect = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(redirect.statusCode).toBe(301);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/openapi.json');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/https?:/);
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    // The rest of the API keeps the strict policy.
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(api.headers['content-security-policy'])).toMatch(
      /script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ [^;]*;/,
    );
    expect(/script-src [^;]*/.exec(String(api.headers['content-security-policy']))![0]).not.toContain('unsafe-inline');
  });
});
