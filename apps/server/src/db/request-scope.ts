import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The abort signal of the HTTP request on whose behalf code runs. Queries read it to cancel their
 * statement on the database when the client goes away (plugins/request-abort.ts sets it).
 */
const scope = new AsyncLocalStorage<AbortSignal>();

export function runWithSignal<T>(signal: AbortSignal, fn: () => T): T {
  return scope.run(signal, fn);
}

export function currentSignal(): AbortSignal | undefined {
  return scope.getStore();
}
