import { describe, expect, it } from 'vitest';
import { engine } from '../helpers/app';
import { migrate } from '../../src/db/migrate';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

describe(`health and migrations (${engine})`, () => {
  it('answers 200 with the engine when the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: engine });
  });

  it('applies migrations once: a second run applies nothing', async () => {
    expect(await migrate(t.ctx.database)).toEqual([]);
  });

  it('answers unknown API paths with 404 in the shape of every other error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?page=2' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'No such endpoint: GET /api/no-such-thing',
      message: 'No such endpoint: GET /api/no-such-thing',
      statusCode: 404,
      code: 'Not Found',
    });
  });

  it("answers an unknown API path in the request's language", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'لا توجد واجهة بهذا العنوان: POST /api/no-such-thing',
      message: 'لا توجد واجهة بهذا العنوان: POST /api/no-such-thing',
      statusCode: 404,
      code: 'Not Found',
    });
  });
});
