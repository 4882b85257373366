import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@shop/domain/messages';
import { HttpError } from '../lib/errors';
import { databaseUnavailable } from '../db/errors';
import { requestLanguage, translateIssue, translateMessage } from '../lib/language';

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

function answer(statusCode: number, message: string, fields?: Record<string, string>) {
  return {
    error: message,
    message,
    statusCode,
    ...(fields ? { fields } : {}),
    code: ERROR_NAMES[statusCode] ?? 'Error',
  };
}

/**
 * An error answer `{ error, message, statusCode, code }` in the request's language, for the answers that
 * do not go through the error handler (the not-found handler).
 */
export function errorAnswer(request: FastifyRequest, statusCode: number, message: string) {
  return answer(statusCode, translateMessage(message, requestLanguage(request)));
}

/**
 * One place turns every failure into `{ error, message, fields? }` with a sentence a person understands,
 * in the request's language (Accept-Language: ar → Arabic; English otherwise, its wording unchanged).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const language = requestLanguage(request);
    const body = (statusCode: number, message: string, fields?: Record<string, string>) =>
      answer(
        statusCode,
        translateMessage(message, language),
        fields &&
          Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, translateMessage(text, language)])),
      );
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          String((issue.params?.issue && (issue.params.issue as { path?: unknown[] }).path?.join('.')) || '_');
        if (!fields[path])
          fields[path] = translateIssue(issue.message ?? 'Invalid value.', issue.params ?? {}, language);
      }
      const first = Object.values(fields)[0] ?? MESSAGES.invalidInput;
      return reply.status(400).send(body(400, first, fields));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.statusCode, error.message, error.fields));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      const message =
        code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request is too large: at most 1 MB is accepted.'
            : error.message;
      return reply.status(status).send(body(status, message));
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '1').send(body(503, unavailable));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(500, MESSAGES.somethingWentWrong));
  });
}
