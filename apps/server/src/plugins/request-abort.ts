import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runWithSignal } from '../db/request-scope';

/**
 * Gives every request an AbortSignal, aborted when the client goes away before the answer is
 * sent, and runs the request's hooks and handler with it (db/request-scope.ts): a query running
 * for an abandoned request is cancelled on the database instead of holding a connection.
 * The signal is set again before the handler because body parsing runs outside the request's
 * asynchronous context.
 */
export function registerRequestAbort(app: FastifyInstance): void {
  const signals = new WeakMap<FastifyRequest, AbortSignal>();
  app.addHook('onRequest', (request, reply, done) => {
    const controller = new AbortController();
    signals.set(request, controller.signal);
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    runWithSignal(controller.signal, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const signal = signals.get(request);
    if (signal) runWithSignal(signal, done);
    else done();
  });
}
