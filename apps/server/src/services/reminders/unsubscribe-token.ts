import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token: the customer id and an HMAC of it with the server's SESSION_SECRET
 * ("<id>.<mac>"). Nothing is stored; a changed secret invalidates old links (docs/decisions/reminders.md).
 */
const mac = (secret: string, customerId: number) =>
  createHmac('sha256', secret).update(`restring-reminders-unsubscribe:${customerId}`).digest('base64url');

export function unsubscribeToken(secret: string, customerId: number): string {
  return `${customerId}.${mac(secret, customerId)}`;
}

/** The customer id a token names, or null when it is not one this server signed. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const customerId = Number(match[1]);
  if (!Number.isSafeInteger(customerId) || customerId > 2_147_483_647) return null;
  const expected = Buffer.from(mac(secret, customerId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? customerId : null;
}

export function unsubscribeUrl(publicUrl: string, secret: string, customerId: number): string {
  return `${publicUrl}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, customerId))}`;
}
