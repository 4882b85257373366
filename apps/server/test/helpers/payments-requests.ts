import type { TestApp } from './app';

/** POST /api/payments/create as a staff screen sends it. */
export function createPaymentRequest(t: Pick<TestApp, 'app'>, payload: unknown, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/payments/create', headers, payload: payload as object });
}

/** GET /api/payments/verify?cart_id= (without a session unless `headers` carry one). */
export function verifyRequest(t: Pick<TestApp, 'app'>, cart: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}`, headers });
}
