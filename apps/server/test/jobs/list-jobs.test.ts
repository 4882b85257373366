import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { payInStoreJob, putIntake, NO_DAMAGE } from '../helpers/jobs-factories';
import { dubaiDayBounds } from '../../src/services/jobs/dubai-day';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const HOUR = 60 * 60 * 1000;
const ids: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G', number> = { A: 0, B: 0, C: 0, D: 0, E: 0, F: 0, G: 0 };

/** Sets a job's stage, store, express and due time directly: the bench's seven cases. */
async function shape(id: number, stage: string, store: string, express: boolean, dueAt: Date) {
  await t.ctx.db.execute(
    sql`UPDATE jobs SET stage = ${stage}, store = ${store}, express = ${express}, due_at = ${dueAt.toISOString()}::timestamptz WHERE booking_id = ${id}`,
  );
}

beforeAll(async () => {
  const customer = await buildCustomer(t.ctx);
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) ids[key] = await payInStoreJob(t, staff, customer.id);
  const now = Date.now();
  const { end } = dubaiDayBounds(new Date(now));
  const laterToday = new Date(now + (end.getTime() - now) / 2);
  await shape(ids.A, 'received', 'Marina Store', false, new Date(now - 2 * HOUR)); // overdue
  await shape(ids.B, 'in_progress', 'Jumeirah Store', true, laterToday); // express, due today
  await shape(ids.C, 'ready', 'Jumeirah Store', false, new Date(now - HOUR)); // ready, not overdue
  await shape(ids.D, 'received', 'Bluewaters Store', false, new Date(end.getTime() + 24 * HOUR)); // upcoming
  await shape(ids.E, 'collected', 'Marina Store', false, new Date(now - 72 * HOUR));
  await shape(ids.F, 'collected', 'Jumeirah Store', false, new Date(now - 24 * HOUR));
  await shape(ids.G, 'canceled', 'Marina Store', false, new Date(now - 24 * HOUR));
  await putIntake(t, ids.A, staff, { ...NO_DAMAGE, frame_crack: true });
});

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs${query}`, headers: staff });
  return { status: res.statusCode, body: res.json() };
};
const idsOf = (body: { items: { job_id: number }[] }) => body.items.map((i) => i.job_id);

describe(`GET /api/jobs (${engine})`, () => {
  it('lists open jobs, express first then by due time, with overdue and warnings', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([ids.B, ids.A, ids.C, ids.D]);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 20, totalIsExact: true, hasMore: false });
    const a = body.items.find((i: { job_id: number }) => i.job_id === ids.A);
    expect(a).toMatchObject({
      booking_id: ids.A,
      stage: 'received',
      overdue: true,
      warnings: ['Frame crack'],
      service_kind: 'string',
      racket: 'Babolat Pure Aero',
    });
    expect(body.items.find((i: { job_id: number }) => i.job_id === ids.C).overdue).toBe(false);
  });

  it('filters by stage (finished ones newest due first), store and due', async () => {
    expect(idsOf((await list('?stage=collected')).body)).toEqual([ids.F, ids.E]);
    expect(idsOf((await list('?stage=canceled')).body)).toEqual([ids.G]);
    expect(idsOf((await list('?stage=ready')).body)).toEqual([ids.C]);
    expect(idsOf((await list('?store=Marina%20Store')).body)).toEqual([ids.A]);
    expect(idsOf((await list('?due=overdue')).body)).toEqual([ids.A]);
    expect(idsOf((await list('?due=today')).body)).toEqual([ids.B]);
    expect(idsOf((await list('?due=upcoming')).body)).toEqual([ids.D]);
    expect(idsOf((await list('?due=overdue&store=Jumeirah%20Store')).body)).toEqual([]);
  });

  it('finds a job by its number in any stage, and refuses a search that is not one', async () => {
    expect(idsOf((await list(`?search=${ids.E}`)).body)).toEqual([ids.E]);
    expect(idsOf((await list(`?search=%23${ids.A}`)).body)).toEqual([ids.A]);
    expect(idsOf((await list(`?search=${ids.E}&stage=received`)).body)).toEqual([]);
    const bad = await list('?search=khan');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ search: JOB_MESSAGES.searchJobNumber });
  });

  it('pages the list', async () => {
    const first = (await list('?pageSize=2')).body;
    expect(idsOf(first)).toEqual([ids.B, ids.A]);
    expect(first).toMatchObject({ total: 4, hasMore: true });
    const second = (await list('?pageSize=2&page=2')).body;
    expect(idsOf(second)).toEqual([ids.C, ids.D]);
    expect(second.hasMore).toBe(false);
    expect((await list('?pageSize=2&page=3')).body.items).toEqual([]);
  });

  it('refuses malformed filters with per-field messages, and callers without a session', async () => {
    const bad = await list('?stage=done&due=soon&store=Mall');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['due', 'stage', 'store']);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(401);
  });
});

describe(`GET /api/jobs/summary (${engine})`, () => {
  it('counts due today, overdue and ready, equal to the totals of the lists it links to', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/jobs/summary', headers: staff });
    expect(all.json()).toEqual({ due_today: 1, overdue: 1, ready: 1 });
    for (const [key, query] of [
      ['due_today', '?due=today'],
      ['overdue', '?due=overdue'],
      ['ready', '?stage=ready'],
    ] as const)
      expect((await list(query)).body.total).toBe(all.json()[key]);
    const marina = await t.app.inject({ method: 'GET', url: '/api/jobs/summary?store=Marina%20Store', headers: staff });
    expect(marina.json()).toEqual({ due_today: 0, overdue: 1, ready: 0 });
    const bad = await t.app.inject({ method: 'GET', url: '/api/jobs/summary?store=Mall', headers: staff });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/summary' })).statusCode).toBe(401);
  });
});
