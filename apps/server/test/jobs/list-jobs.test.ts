import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { payInStoreJob, putIntake, NO_DAMAGE } from '../helpers/jobs-factories';
import { shopDayBounds } from '@shop/domain/shop-days';
import { findJobs } from '../../src/services/jobs/find-jobs';
import { getJobSummary } from '../../src/services/jobs/get-job-summary';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const HOUR = 60 * 60 * 1000;
const ids: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G', number> = { A: 0, B: 0, C: 0, D: 0, E: 0, F: 0, G: 0 };
/**
 * The instant the due times below are set from. "Due today" and "overdue" are the server's reading of its clock
 * against them: B, due half way to the shop's midnight, is overdue for a server reading its clock a moment later
 * in the day's last seconds, or after 20:00 UTC. So the due filters' expected jobs are checked at this instant
 * (the services take one), and the route's answers against the services' at the instants around the call.
 */
let seededAt = new Date();
/** The customer of the seven jobs above. */
let firstCustomer = 0;

/** Sets a job's stage, store, express and due time directly: the bench's seven cases. */
async function shape(id: number, stage: string, store: string, express: boolean, dueAt: Date) {
  await t.ctx.db.execute(
    sql`UPDATE jobs SET stage = ${stage}, store = ${store}, express = ${express}, due_at = ${dueAt.toISOString()}::timestamptz WHERE booking_id = ${id}`,
  );
}

beforeAll(async () => {
  const customer = await buildCustomer(t.ctx);
  firstCustomer = customer.id;
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) ids[key] = await payInStoreJob(t, staff, customer.id);
  seededAt = new Date();
  const now = seededAt.getTime();
  const { end } = shopDayBounds(new Date(now));
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
type Filters = Partial<Omit<Parameters<typeof findJobs>[1], 'page' | 'pageSize'>>;
/** The service's list at `now` (by default the instant the due times were set from). */
const jobsAt = (filters: Filters, now = seededAt) =>
  findJobs(t.ctx.db, { page: 1, pageSize: 20, search: '', ...filters }, now);

/** The route answers what the service answers at an instant of the call: read before it or after it. */
async function expectServiceAnswer(query: string, filters: Filters) {
  const before = new Date();
  const { status, body } = await list(query);
  const after = new Date();
  expect(status).toBe(200);
  const around = [await jobsAt(filters, before), await jobsAt(filters, after)];
  expect(around.map((page) => ({ ids: idsOf(page), total: page.total }))).toContainEqual({
    ids: idsOf(body),
    total: body.total,
  });
}

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
    for (const due of ['overdue', 'today', 'upcoming'] as const) await expectServiceAnswer(`?due=${due}`, { due });
    await expectServiceAnswer('?due=overdue&store=Jumeirah%20Store', { due: 'overdue', store: 'Jumeirah Store' });
  });

  it('filters by due against the instant given: overdue, due before the shop day ends, due after it', async () => {
    expect(idsOf(await jobsAt({ due: 'overdue' }))).toEqual([ids.A]);
    expect(idsOf(await jobsAt({ due: 'today' }))).toEqual([ids.B]);
    expect(idsOf(await jobsAt({ due: 'upcoming' }))).toEqual([ids.D]);
    expect(idsOf(await jobsAt({ due: 'overdue', store: 'Jumeirah Store' }))).toEqual([]);
  });

  it('finds a job by its number in any stage, and refuses a search that is not one', async () => {
    expect(idsOf((await list(`?search=${ids.E}`)).body)).toEqual([ids.E]);
    expect(idsOf((await list(`?search=%23${ids.A}`)).body)).toEqual([ids.A]);
    expect(idsOf((await list(`?search=${ids.E}&stage=received`)).body)).toEqual([]);
    const bad = await list('?search=khan');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ search: JOB_MESSAGES.searchJobNumber });
  });

  it("narrows to one customer's jobs (the customer's page: their racket ready for pickup)", async () => {
    const other = await buildCustomer(t.ctx);
    const theirs = await payInStoreJob(t, staff, other.id);
    await shape(theirs, 'ready', 'Marina Store', false, new Date(seededAt.getTime() - HOUR));
    expect(idsOf((await list(`?customer=${other.id}&stage=ready`)).body)).toEqual([theirs]);
    expect(idsOf((await list(`?customer=${other.id}`)).body)).toEqual([theirs]);
    expect(idsOf((await list(`?customer=${firstCustomer}&stage=ready`)).body)).toEqual([ids.C]);
    await shape(theirs, 'collected', 'Marina Store', false, new Date(seededAt.getTime() - HOUR));
    expect(idsOf((await list(`?customer=${other.id}&stage=ready`)).body)).toEqual([]);
    const bad = await list('?customer=khan');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ customer: 'customer must be a customer number.' });
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
    const summary = await getJobSummary(t.ctx.db, {}, seededAt);
    expect(summary).toEqual({ due_today: 1, overdue: 1, ready: 1 });
    for (const [key, filters] of [
      ['due_today', { due: 'today' }],
      ['overdue', { due: 'overdue' }],
      ['ready', { stage: 'ready' }],
    ] as const)
      expect((await jobsAt(filters)).total).toBe(summary[key]);
    const before = new Date();
    const all = await t.app.inject({ method: 'GET', url: '/api/jobs/summary', headers: staff });
    const after = new Date();
    expect([await getJobSummary(t.ctx.db, {}, before), await getJobSummary(t.ctx.db, {}, after)]).toContainEqual(
      all.json(),
    );
    const marina = await t.app.inject({ method: 'GET', url: '/api/jobs/summary?store=Marina%20Store', headers: staff });
    expect(marina.json()).toEqual({ due_today: 0, overdue: 1, ready: 0 });
    const bad = await t.app.inject({ method: 'GET', url: '/api/jobs/summary?store=Mall', headers: staff });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/summary' })).statusCode).toBe(401);
  });
});

describe(`the due filters at the shop's midnight, 20:00 UTC (${engine})`, () => {
  it('moves a job from due today to overdue, and the next one from upcoming to due today, at 20:00:00.000 UTC', async () => {
    const customer = await buildCustomer(t.ctx);
    const lastMoment = await payInStoreJob(t, staff, customer.id);
    const midnight = await payInStoreJob(t, staff, customer.id);
    await shape(lastMoment, 'received', 'Marina Store', false, new Date('2026-11-24T19:59:59.999Z'));
    await shape(midnight, 'received', 'Marina Store', false, new Date('2026-11-24T20:00:00.000Z'));
    const dueOf = async (id: number, now: Date) => {
      const found = [];
      for (const due of ['overdue', 'today', 'upcoming'] as const)
        if ((await jobsAt({ search: String(id), due }, now)).total === 1) found.push(due);
      return found;
    };
    const before = new Date('2026-11-24T19:59:59.999Z');
    const at = new Date('2026-11-24T20:00:00.000Z');
    expect(shopDayBounds(before)).toEqual({ start: new Date('2026-11-23T20:00:00Z'), end: at });
    expect(shopDayBounds(at)).toEqual({ start: at, end: new Date('2026-11-25T20:00:00Z') });
    expect(await dueOf(lastMoment, before)).toEqual(['today']);
    expect(await dueOf(midnight, before)).toEqual(['upcoming']);
    expect(await dueOf(lastMoment, at)).toEqual(['overdue']);
    expect(await dueOf(midnight, at)).toEqual(['today']);
  });

  it('pages due today and upcoming express first, then by due time, read apart per express value', async () => {
    // At 10:00 UTC on 2026-11-20 (the shop day ends at 20:00 UTC): two overdue jobs (one express) that the page must
    // step over, five due today and two upcoming, express and not mixed. Every other job of the file is due days later.
    const customer = await buildCustomer(t.ctx);
    const at = new Date('2026-11-20T10:00:00.000Z');
    const due = (hours: number) => new Date(at.getTime() + hours * HOUR);
    const cases = [
      { express: true, dueAt: due(-3) }, // overdue
      { express: false, dueAt: due(-1) }, // overdue
      { express: false, dueAt: due(1) },
      { express: true, dueAt: due(5) },
      { express: false, dueAt: due(2) },
      { express: true, dueAt: due(3) },
      { express: false, dueAt: due(2) }, // the same due time as the one before: job number next
      { express: false, dueAt: due(11) }, // upcoming
      { express: true, dueAt: due(30) }, // upcoming
    ];
    const made: number[] = [];
    for (const c of cases) {
      const id = await payInStoreJob(t, staff, customer.id);
      await shape(id, made.length % 2 ? 'received' : 'in_progress', 'Marina Store', c.express, c.dueAt);
      made.push(id);
    }
    const pages = async (filter: 'today' | 'upcoming') => {
      const seen: number[] = [];
      for (let page = 1; page <= 4; page += 1) {
        const found = await findJobs(t.ctx.db, { page, pageSize: 2, search: '', due: filter }, at);
        seen.push(...idsOf(found).filter((id) => made.includes(id)));
      }
      return seen;
    };
    expect(await pages('today')).toEqual([made[5], made[3], made[2], made[4], made[6]]);
    expect((await jobsAt({ due: 'today' }, at)).total).toBe(5);
    expect((await pages('upcoming')).slice(0, 2)).toEqual([made[8], made[7]]);
    // A finished stage due today is listed newest due first, page by page.
    const [earlier, latest] = [await payInStoreJob(t, staff, customer.id), await payInStoreJob(t, staff, customer.id)];
    await shape(earlier, 'collected', 'Marina Store', true, due(4));
    await shape(latest, 'collected', 'Marina Store', false, due(6));
    const collected = async (page: number) =>
      idsOf(await findJobs(t.ctx.db, { page, pageSize: 1, search: '', due: 'today', stage: 'collected' }, at));
    expect([...(await collected(1)), ...(await collected(2))]).toEqual([latest, earlier]);
  });

  it('lists and counts the overdue jobs across the midnight from the due-ordered index, page by page', async () => {
    // Two jobs due in the shop day's last hour of 2026-11-26, one at its midnight (20:00 UTC): the whole overdue list
    // (not a job number's) before and after it. Every other job of the file is due days later or earlier.
    const customer = await buildCustomer(t.ctx);
    const [early, last, midnight] = [
      await payInStoreJob(t, staff, customer.id),
      await payInStoreJob(t, staff, customer.id),
      await payInStoreJob(t, staff, customer.id),
    ];
    await shape(early, 'in_progress', 'Jumeirah Store', false, new Date('2026-11-26T19:00:00.000Z'));
    await shape(last, 'received', 'Marina Store', false, new Date('2026-11-26T19:59:59.999Z'));
    await shape(midnight, 'received', 'Marina Store', false, new Date('2026-11-26T20:00:00.000Z'));
    const before = new Date('2026-11-26T19:59:59.999Z');
    const at = new Date('2026-11-26T20:00:00.000Z');
    const ours = [early, last, midnight];
    const overdue = async (now: Date, filters: Filters = {}) => {
      const all = await findJobs(t.ctx.db, { page: 1, pageSize: 100, search: '', due: 'overdue', ...filters }, now);
      return { ids: idsOf(all).filter((id) => ours.includes(id)), total: all.total, listed: all.items.length };
    };
    const b = await overdue(before);
    expect(b.ids).toEqual([early]);
    const a = await overdue(at);
    expect(a.ids).toEqual([early, last]);
    // The count is the list's length (no other job of the file is overdue at these instants but those due before).
    expect([b.total, a.total]).toEqual([b.listed, a.listed]);
    expect(a.total).toBe(b.total + 1);
    expect((await overdue(at, { store: 'Marina Store' })).ids).toEqual([last]);
    expect((await overdue(at, { stage: 'received' })).ids).toEqual([last]);
    expect((await overdue(at, { stage: 'ready' })).total).toBe(0);
    // Page 2 of one-job pages counts from its start: the total stays the list's.
    const second = await findJobs(t.ctx.db, { page: 2, pageSize: 1, search: '', due: 'overdue' }, at);
    expect({ total: second.total, exact: second.totalIsExact }).toEqual({ total: a.total, exact: true });
  });
});
