import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Fastify's request logging writes two JSON lines per request ("incoming request", "request
 * completed"), about a quarter of a cheap call's cost. This writes one line after the answer:
 * `GET /api/bookings 200 3.1ms` (the path without its query: searches carry names and phone numbers).
 * LOG_REQUESTS=all logs every API request, errors only 4xx and 5xx, off none; health checks never.
 */
export class AccessLog extends LogController {
  constructor(private readonly mode: Config['logRequests']) {
    super({ disableRequestLogging: (request) => mode === 'off' || !isLoggedPath(request.url) });
  }

  override incomingRequest(): void {
    // One line per request, written when it completes.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const status = reply.statusCode;
    if (this.mode === 'errors' && status < 400 && !error) return;
    const line = `${request.method} ${request.url.split('?')[0]} ${status} ${reply.elapsedTime.toFixed(1)}ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

function isLoggedPath(url: string | undefined): boolean {
  return !!url && url.startsWith('/api/') && !url.startsWith('/api/health');
}
