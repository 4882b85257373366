/** Sentences for database failures that are not the request's fault (answered 503 with Retry-After). */
export const DATABASE_MESSAGES = {
  tooSlow: 'The database took too long to answer this request, so it was stopped. Please try again in a moment.',
  busy: 'The server is busy: no database connection became free in time. Please try again in a moment.',
  unreachable: 'The database is not reachable right now. Please try again in a moment.',
} as const;

/** Socket errors count only under a failed query (Drizzle's error has `query`): mail or payments fail otherwise. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'ETIMEDOUT', 'EPIPE']);
/**
 * SQLSTATE: admin or crash shutdown, cannot connect now, class 08 (connection exceptions), too many
 * connections, the database missing or not accepting connections (55000 at connect).
 */
const SERVER_GONE = /^(57P0[123]|08...|53300|3D000)$/;
const NOT_ACCEPTING = /not currently accepting connections/;

interface Failure {
  code?: string;
  message?: string;
  query?: unknown;
  cause?: Failure;
}

/**
 * The sentence for an error meaning the database could not serve the request in time (statement
 * timeout, statement cancelled, no free connection, connection lost), or null for any other error.
 * Looks through `cause`, where Drizzle keeps the driver's error.
 */
export function databaseUnavailable(error: unknown): string | null {
  let query = false;
  for (let e = error as Failure | undefined, depth = 0; e && depth < 4; e = e.cause, depth += 1) {
    const message = e.message ?? '';
    const code = e.code ?? '';
    query ||= typeof e.query === 'string';
    if (code === '57014' || code === 'ABANDONED') return DATABASE_MESSAGES.tooSlow;
    if (message.startsWith('timeout exceeded when trying to connect')) return DATABASE_MESSAGES.busy;
    if (
      SERVER_GONE.test(code) ||
      NOT_ACCEPTING.test(message) ||
      (query && SOCKET_CODES.has(code)) ||
      message.startsWith('Connection terminated')
    ) {
      return DATABASE_MESSAGES.unreachable;
    }
  }
  return null;
}
