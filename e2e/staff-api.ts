import { DEMO_PASSWORD } from './harness';

/** Calls the API as one signed-in staff member: JSON in and out; a failed call throws with its status and body. */
export type StaffApi = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Signs `email` in through POST /api/admin/login and answers a caller of the API with that session. */
export async function signInApi(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<StaffApi> {
  const session = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, recaptchaToken: '' }),
  });
  const { token } = (await session.json()) as { token: string };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}
