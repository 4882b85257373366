/** Input patterns shared by the contracts and the screens, in a module without Zod (see accounts-messages.ts). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A UAE mobile number in any of its usual forms: +971 50 123 4567, 00971501234567, 971501234567,
 * 050 123 4567 or 50 123 4567 (spaces, dashes, dots and brackets ignored). The network code is 5x.
 */
const UAE_MOBILE_DIGITS = /^(?:00971|971|0)?(5\d{8})$/;

/** The nine digits that identify a UAE mobile ("501234567"), or null when `input` is not one. */
export function uaeMobileKey(input: string): string | null {
  if (!/^[+\d\s().-]*$/.test(input)) return null;
  const match = UAE_MOBILE_DIGITS.exec(input.replace(/\D/g, ''));
  return match ? match[1]! : null;
}

/** The one stored form of a UAE mobile, "+971 50 123 4567", or null when `input` is not one. */
export function normaliseUaeMobile(input: string): string | null {
  const key = uaeMobileKey(input);
  return key ? `+971 ${key.slice(0, 2)} ${key.slice(2, 5)} ${key.slice(5)}` : null;
}

/**
 * A WhatsApp chat with a customer's phone (https://wa.me/<country code and number>): a UAE mobile
 * in any form, or an international number written with + or 00; null when it cannot be one.
 */
export function whatsappLink(phone: string): string | null {
  const key = uaeMobileKey(phone);
  if (key) return `https://wa.me/971${key}`;
  const trimmed = phone.trim();
  if (!/^(\+|00)/.test(trimmed) || !/^[+\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '').replace(/^00/, '');
  return digits.length >= 8 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}
