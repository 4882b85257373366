import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage, translateMessage } from '../lib/language';

/**
 * The API's own sentences in successful answers (`{ message: 'Address saved.' }`) follow the request's
 * language like its errors do (error-handler.ts). Only a top-level `message` that is a catalogue
 * sentence changes; data (names, notes, ticket texts) is never translated.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  // A callback hook: no promise per answer.
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    done(null, translated(request, payload));
  });
}

function translated(request: FastifyRequest, payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const { message } = payload as { message?: unknown };
  if (typeof message !== 'string') return payload;
  const language = requestLanguage(request);
  if (language === 'en') return payload;
  const translatedMessage = translateMessage(message, language);
  if (translatedMessage === message) return payload;
  const answer: Record<string, unknown> = { ...(payload as Record<string, unknown>), message: translatedMessage };
  if (answer.error === message) answer.error = translatedMessage;
  return answer;
}
