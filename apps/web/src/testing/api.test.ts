import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, ApiError } from '@/lib/api-client';
import { fakeApi, takeContractErrors } from './api';

describe('the API fake', () => {
  it('answers relative calls, records them, and checks the answer against its contract', async () => {
    const get = fakeApi.get('/api/things/:id', z.object({ id: z.number(), name: z.string() }), ({ params }) => ({
      id: Number(params.id),
      name: 'racket',
    }));
    await expect(api('things/4', { query: { q: 'a b' } })).resolves.toEqual({ id: 4, name: 'racket' });
    expect(get.last()?.query.get('q')).toBe('a b');
    fakeApi.get('/api/bad', z.object({ id: z.number() }), { id: 'x' } as unknown as { id: number });
    await expect(api('bad')).rejects.toBeInstanceOf(ApiError);
    expect(takeContractErrors()).toEqual([expect.stringContaining('GET /api/bad does not match its contract')]);
  });

  it('fails the way the server fails', async () => {
    fakeApi.failure('post', '/api/things', 400, 'Check the highlighted fields.', { name: 'Enter a name.' });
    const error = await api('things', { method: 'POST', body: { name: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fields).toEqual({ name: 'Enter a name.' });
  });
});
