/**
 * The one API fake for web tests: Mock Service Worker answering `fetch` at the request level.
 *
 * A handler names the contract schema of what it answers (from `@shop/domain/contracts/*`), and
 * every answer is checked against it, so a fake cannot drift from what the server really sends.
 * Each handler returns a recorder of the requests it answered (body, query, params), for
 * assertions on what the screen sent.
 *
 *   const save = fakeApi.post('/api/customers/:id/addresses', addressSchema, ({ body }) => ({ ...body, id: 7 }));
 *   ...
 *   expect(save.last()?.body).toMatchObject({ city: 'Dubai' });
 *   fakeApi.failure('get', '/api/bookings', 503, 'The database is not reachable.');
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import type { PublicConfig } from '@/lib/use-public-config';
import type { Profile } from '@shop/domain/contracts/accounts';
import { GRIPS, STRINGS } from '@shop/domain/catalogue';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface FakeRequest {
  /** Path parameters named in the handler's path (`:id`). */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body sent, or undefined. */
  body: unknown;
  headers: Headers;
}

/** An answer other than 200 with a checked body: a status, and a body or nothing. */
export class FakeAnswer {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    /** Sent as it is with this content type (a file), instead of as JSON. */
    readonly contentType?: string,
  ) {}
}

type Reply<T> = T | FakeAnswer | ((request: FakeRequest) => T | FakeAnswer | Promise<T | FakeAnswer>);

export interface Recorder {
  readonly calls: FakeRequest[];
  last(): FakeRequest | undefined;
  count(): number;
}

/** Shop settings every screen reads before login: the bot check off. */
export const PUBLIC_CONFIG: PublicConfig = {
  shopName: 'Racket Lab',
  supportWhatsapp: '',
  infoLinks: [],
  storeUrl: '',
  botCheck: { provider: 'off', siteKey: '' },
  demo: true,
  arabicDigits: false,
};

const contractErrors: string[] = [];
/** Answers a test gave that its contract refuses; the setup fails the test when any are left. */
export function takeContractErrors(): string[] {
  return contractErrors.splice(0);
}

/** The signed-in account every screen may read (the booking flow reads its store): a staff member without a store. */
export const PROFILE: Profile = {
  first_name: 'Sara',
  last_name: 'Staff',
  email: 'sara@shop.test',
  role: 'staff',
  date_created: '2026-01-05T08:00:00.000Z',
  default_store: null,
  language: 'en',
};

export const apiServer = setupServer(
  http.get('*/api/public-config', () => HttpResponse.json(PUBLIC_CONFIG)),
  http.get('*/api/admin/settings/digits', () => HttpResponse.json({ arabic_digits: false })),
  http.get('*/api/admin/profile', () => HttpResponse.json(PROFILE)),
  // The catalogue with each string's stock status (the booking forms read it); a test may answer other statuses.
  http.get('*/api/catalogue', () => HttpResponse.json({ strings: STRINGS, grips: GRIPS })),
);

async function readRequest(request: Request, params: Record<string, string | readonly string[] | undefined>) {
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') flat[key] = value;
  return {
    params: flat,
    query: new URL(request.url).searchParams,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    headers: request.headers,
  } satisfies FakeRequest;
}

function register<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S | null,
  reply: Reply<z.input<S>>,
  options: { once?: boolean } = {},
): Recorder {
  const calls: FakeRequest[] = [];
  const handler = http[method](
    `*${path}`,
    async ({ request, params }) => {
      const fake = await readRequest(request, params);
      calls.push(fake);
      const answer =
        typeof reply === 'function' ? await (reply as (r: FakeRequest) => unknown)(fake) : (reply as unknown);
      if (answer instanceof FakeAnswer) {
        if (answer.body instanceof Blob)
          return new HttpResponse(answer.body, {
            status: answer.status,
            headers: { 'content-type': answer.body.type },
          });
        return answer.body === undefined
          ? new HttpResponse(null, { status: answer.status })
          : HttpResponse.json(answer.body as object, { status: answer.status });
      }
      if (schema) {
        const checked = schema.safeParse(answer);
        if (!checked.success) {
          const problem = `The fake answer for ${method.toUpperCase()} ${path} does not match its contract: ${checked.error.message}`;
          contractErrors.push(problem);
          return HttpResponse.json({ error: problem, message: problem }, { status: 500 });
        }
      }
      if (answer === undefined) return new HttpResponse(null, { status: 204 });
      return HttpResponse.json(answer as object);
    },
    { once: options.once },
  );
  apiServer.use(handler);
  return { calls, last: () => calls.at(-1), count: () => calls.length };
}

/** A PDF download, as the server sends one. */
export function pdfAnswer(): FakeAnswer {
  return new FakeAnswer(200, '%PDF-1.3', 'application/pdf');
}

/** The server's error envelope, as the central error handler sends it. */
export function errorAnswer(status: number, message: string, fields?: Record<string, string>): FakeAnswer {
  return new FakeAnswer(status, { error: message, message, ...(fields ? { fields } : {}) });
}

export const fakeApi = {
  get: <S extends z.ZodType>(path: string, schema: S, reply: Reply<z.input<S>>, options?: { once?: boolean }) =>
    register('get', path, schema, reply, options),
  post: <S extends z.ZodType>(path: string, schema: S, reply: Reply<z.input<S>>, options?: { once?: boolean }) =>
    register('post', path, schema, reply, options),
  put: <S extends z.ZodType>(path: string, schema: S, reply: Reply<z.input<S>>, options?: { once?: boolean }) =>
    register('put', path, schema, reply, options),
  patch: <S extends z.ZodType>(path: string, schema: S, reply: Reply<z.input<S>>, options?: { once?: boolean }) =>
    register('patch', path, schema, reply, options),
  delete: <S extends z.ZodType>(path: string, schema: S, reply: Reply<z.input<S>>, options?: { once?: boolean }) =>
    register('delete', path, schema, reply, options),
  /** A call that answers with no body (204), for endpoints whose contract has none. */
  noContent: (method: Method, path: string) => register(method, path, null, new FakeAnswer(204)),
  /** A call that fails the way the server fails: status and the server's sentence (and field messages). */
  failure: (method: Method, path: string, status: number, message: string, fields?: Record<string, string>) =>
    register(method, path, null, errorAnswer(status, message, fields)),
  /** A call that never answers (for loading states); aborted when the test ends. */
  pending: (method: Method, path: string) => register(method, path, null, () => new Promise<never>(() => undefined)),
};
