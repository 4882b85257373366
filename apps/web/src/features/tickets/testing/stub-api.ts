import { vi } from 'vitest';

type Handler = (url: string, init?: RequestInit) => { status: number; body: unknown };

/** Replaces fetch with a handler answering JSON; returns the mock to inspect the calls. */
export function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const { status, body } = handler(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
