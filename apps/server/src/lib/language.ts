import type { FastifyRequest } from 'fastify';
import { locales } from 'zod';
import type { Language } from '@shop/domain/i18n/languages';
import { translateMessage } from '@shop/domain/i18n/translate';

/**
 * The language a request is answered in, from its `Accept-Language` header: Arabic when Arabic
 * (`ar`, `ar-AE`, …) is the client's most preferred language, English for anything else or nothing.
 */
export function languageOf(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  let best: { language: Language; q: number } = { language: 'en', q: 0 };
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!tag || !Number.isFinite(q) || q <= best.q) continue;
    best = { language: tag === 'ar' || tag.startsWith('ar-') ? 'ar' : 'en', q };
  }
  return best.language;
}

export function requestLanguage(request: FastifyRequest): Language {
  return languageOf(request.headers['accept-language']);
}

export { translateMessage };

const zodArabic = locales.ar().localeError;

/**
 * A validation issue's sentence in the language. The contracts' own sentences are in the catalogue;
 * what is left is Zod's built-in wording ("Invalid input: expected string, received number"), which
 * Zod's Arabic locale words (without the received value, which Fastify does not pass on).
 */
export function translateIssue(message: string, issue: Record<string, unknown>, language: Language): string {
  const translated = translateMessage(message, language);
  if (language === 'en' || translated !== message) return translated;
  const arabic = zodArabic(issue as unknown as Parameters<typeof zodArabic>[0]);
  const text = typeof arabic === 'string' ? arabic : arabic?.message;
  return text ? text.replace(/،\s*ولكن تم إدخال .*$/, '') : message;
}
