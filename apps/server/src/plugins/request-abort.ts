import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RequestSignal, runWithSignal } from '../db/request-scope';

/**
 * Gives every request a signal (db/request-scope.ts), aborted when the client goes away before the answer is
 * sent, and runs the request's hooks and handler with it (db/request-scope.ts): a query running
 * for an abandoned request is cancelled on the database instead of holding a connection.
 * The signal is set again before the handler because body parsing runs outside the request's
 * asynchronous context.
 */
export function registerRequestAbort(app: FastifyInstance): void {
  const signals = new WeakMap<FastifyRequest, RequestSignal>();
  app.addHook('onRequest', (request, reply, done) => {
    const signal = new RequestSignal();
    signals.set(request, signal);
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) signal.abort();
    });
    runWithSignal(signal, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const signal = signals.get(request);
    if (signal) runWithSignal(signal, done);
    else done();
  });
}
