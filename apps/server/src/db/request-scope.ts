import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the HTTP request on whose behalf code runs was abandoned by its client, and who to tell when it is.
 * Not an AbortSignal: an AbortController per request and an event listener added and removed around every query
 * cost a noticeable share of a cheap call's CPU (EventTarget is slow in Node); a running query needs one callback.
 */
export class RequestSignal {
  aborted = false;
  private listeners: Set<() => void> | null = null;

  /** Calls `listener` once when the request is abandoned; returns the function that forgets it. */
  onAbort(listener: () => void): () => void {
    const listeners = (this.listeners ??= new Set());
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    const listeners = this.listeners;
    this.listeners = null;
    listeners?.forEach((listener) => listener());
  }
}

/**
 * The signal of the HTTP request on whose behalf code runs. Queries read it to cancel their
 * statement on the database when the client goes away (plugins/request-abort.ts sets it).
 */
const scope = new AsyncLocalStorage<RequestSignal>();

export function runWithSignal<T>(signal: RequestSignal, fn: () => T): T {
  return scope.run(signal, fn);
}

export function currentSignal(): RequestSignal | undefined {
  return scope.getStore();
}
