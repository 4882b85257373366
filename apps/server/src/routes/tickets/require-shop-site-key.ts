import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TICKET_MESSAGES } from '@shop/domain/contracts/tickets';
import type { Config } from '../../config';
import { HttpError, unauthorized } from '../../lib/errors';
import { SHOP_SITE_KEY_SCHEME, withOpenApiScheme } from '../../plugins/openapi';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * onRequest guard for calls made by the shop's own site (not by staff): the x-api-key header must
 * equal SHOP_SITE_API_KEY. Without a configured key the call is refused with 503 and a sentence.
 */
export function requireShopSiteKey(config: Config) {
  return withOpenApiScheme(async function shopSiteKeyGuard(request: FastifyRequest, _reply: FastifyReply) {
    if (!config.shopSiteApiKey) throw new HttpError(503, TICKET_MESSAGES.apiKeyNotConfigured);
    const given = request.headers['x-api-key'];
    if (typeof given !== 'string' || !sameSecret(given, config.shopSiteApiKey))
      throw unauthorized(TICKET_MESSAGES.apiKeyRequired);
  }, SHOP_SITE_KEY_SCHEME);
}
