import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * X-Hub-Signature-256 of a Cloud API webhook: "sha256=" and the hex HMAC-SHA256 of the raw body with the app secret.
 * False without a secret (WhatsApp not set up), without a header, or on any difference (compared in constant time).
 */
export function isSignedByWhatsApp(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!appSecret || !header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** For the stand-in and tests: the header WhatsApp would send with this body. */
export function whatsappSignature(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}
