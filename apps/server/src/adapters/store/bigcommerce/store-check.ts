import type { StoreCheckResult } from '../types';
import type { createBigCommerceHttp } from './http';

/**
 * GET /v2/store (the store's own information), the cheapest call every valid store answers: its
 * name when the settings reach it; otherwise what is wrong, in words: an unknown store hash (404),
 * a refused token (401/403) or a store out of reach (the HTTP client's sentences).
 */
export async function checkStore(
  http: ReturnType<typeof createBigCommerceHttp>,
  storeHash: string,
): Promise<StoreCheckResult> {
  try {
    const { status, body } = await http.get('/v2/store');
    if (status === 404)
      return {
        ok: false,
        message: `BigCommerce knows no store with the hash "${storeHash}": check BIGCOMMERCE_STORE_HASH (the part after /stores/ in the API path).`,
      };
    const name = (body as { name?: unknown } | null)?.name;
    const storeName = typeof name === 'string' && name.trim() ? name.trim() : undefined;
    return {
      ok: true,
      ...(storeName ? { storeName } : {}),
      message: storeName ? `Connected to the BigCommerce store "${storeName}".` : 'Connected to the BigCommerce store.',
    };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}
