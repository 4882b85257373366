import { MESSAGES } from '@shop/domain/messages';
import { clearSession, getToken, setLoginFlash } from './session';
import { currentLanguage } from './i18n/i18n';

/** A failed call: the HTTP status, the server's sentence, and per-field messages when input was bad. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The whole error body, for answers that carry more than a sentence (a 409's `existing_id`). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  /** Send the admin token (default true). Registration, public payment pages and notifications do not. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** Called when any call answers 401: the session is over. Replaced by the router to navigate without a reload. */
let onSessionExpired = () => {
  window.location.assign('/login');
};
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const url = new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  // The server answers its messages in the screen's language (docs/decisions/i18n.md).
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
    ...options.headers,
  };
  // A FormData body (a photo upload) is sent as multipart, its boundary set by the browser.
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (options.auth !== false) {
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Cannot reach the server. Check the connection and try again.');
  }
  if (response.status === 401 && options.auth !== false) {
    clearSession();
    setLoginFlash(MESSAGES.sessionExpired);
    onSessionExpired();
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as {
      error?: string;
      message?: string;
      fields?: Record<string, string>;
    };
    // No sentence from the server (a proxy error page): the message stays empty so each screen shows its own fallback.
    throw new ApiError(response.status, body.error ?? body.message ?? '', body.fields ?? {}, body);
  }
  return response;
}

/** Calls the API and returns the parsed JSON body. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiWithStatus<T>(path, options)).body;
}

/** Calls the API and returns the HTTP status with the parsed JSON body, for screens that read the status of a success (payment creation: 200 or 201). */
export async function apiWithStatus<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ status: number; body: T }> {
  const response = await send(path, options);
  const body = response.status === 204 ? (undefined as T) : ((await response.json()) as T);
  return { status: response.status, body };
}

/** Calls the API and returns the body as a Blob (PDF downloads, photos with `accept: 'image/*'`). */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, { ...options, headers: { accept: 'application/pdf', ...options.headers } });
  return response.blob();
}

/** Saves a Blob as a file download in the browser. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The sentence to show for a failed call: the server's message, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
}
