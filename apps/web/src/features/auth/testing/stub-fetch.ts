import { vi } from 'vitest';

export interface StubAnswer {
  status: number;
  body: unknown;
}

/**
 * Replaces fetch: /api/public-config answers with the bot check off; every other call goes to
 * `answer(path, body)`. Returns the mock, whose calls exclude public-config.
 */
export function stubFetch(answer: (path: string, body: unknown) => StubAnswer) {
  const calls = vi.fn((path: string, body: unknown) => answer(path, body));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = String(input).split('?')[0]!;
      const result =
        path === '/api/public-config'
          ? {
              status: 200,
              body: {
                shopName: 'Racket Lab',
                supportWhatsapp: '',
                infoLinks: [],
                storeUrl: '',
                botCheck: { provider: 'off', siteKey: '' },
                demo: true,
              },
            }
          : calls(path, init?.body ? JSON.parse(String(init.body)) : undefined);
      return new Response(JSON.stringify(result.body), {
        status: result.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
