import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import { hashToken, newToken } from '../../lib/crypto';

/**
 * A status link's token is made from a random nonce (stored) and the server's secret (never stored), so the receipt can
 * print the same link again while a copy of the database alone cannot; only the token's hash is looked up.
 */
export function statusToken(config: Pick<Config, 'sessionSecret'>, nonce: string): string {
  return createHmac('sha256', config.sessionSecret).update(`job-status:${nonce}`).digest('base64url');
}

export const newStatusNonce = newToken;

export const statusTokenHash = (config: Pick<Config, 'sessionSecret'>, token: string) =>
  hashToken(token, config.sessionSecret);

/** The customer's address of the page. */
export const statusUrl = (config: Pick<Config, 'publicUrl' | 'sessionSecret'>, nonce: string) =>
  `${config.publicUrl}/status/${statusToken(config, nonce)}`;
