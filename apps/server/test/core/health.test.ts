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

  it('answers unknown API paths with 404 and a sentence', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('No such endpoint');
  });
});
