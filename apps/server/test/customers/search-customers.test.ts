import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { storeCustomers } from '../../src/db/schema';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  headers = await authHeaders(t.ctx, 'staff');
  await buildCustomer(t.ctx, {
    id: 101,
    firstName: 'Hessa',
    lastName: 'Al Falasi',
    email: 'hessa.falasi@gmail.com',
    phone: '+971 50 412 7788',
  });
  await buildCustomer(t.ctx, {
    id: 102,
    firstName: 'Arjun',
    lastName: 'Menon',
    email: 'arjun.m@outlook.com',
    phone: '+971 55 230 9146',
  });
  await buildCustomer(t.ctx, {
    id: 2101,
    firstName: 'Charlotte',
    lastName: "O'Connor",
    email: 'c.oconnor@icloud.com',
    phone: '+971 52 618 3307',
  });
  for (let i = 0; i < 22; i += 1) {
    await buildCustomer(t.ctx, {
      id: 5000 + i,
      firstName: 'Page',
      lastName: `Filler${i}`,
      email: `filler${i}@example.ae`,
      phone: `+971 56 100 ${String(i).padStart(4, '0')}`,
    });
  }
});
afterAll(async () => t?.close());

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/customers?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { id: number; name: string; email: string; phone: string }[];
    total: number;
    page: number;
    pageSize: number;
  };
};
const ids = async (query: string) => (await search(query)).items.map((c) => c.id);

describe(`customers search and paging (${engine})`, () => {
  it('pages ten at a time by default, in id order, with the envelope', async () => {
    const first = await search('');
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(first.items.map((c) => c.id)).toEqual([101, 102, 2101, 5000, 5001, 5002, 5003, 5004, 5005, 5006]);
    expect(first.items[0]).toEqual({
      id: 101,
      name: 'Hessa Al Falasi',
      first_name: 'Hessa',
      last_name: 'Al Falasi',
      email: 'hessa.falasi@gmail.com',
      phone: '+971 50 412 7788',
      language: 'en',
    });
    const third = await search('page=3');
    expect(third.items.map((c) => c.id)).toEqual([5017, 5018, 5019, 5020, 5021]);
    expect((await search('page=4')).items).toEqual([]);
    expect((await search('pageSize=25')).items).toHaveLength(25);
  });

  it('finds by part of the name, any case, and by several words', async () => {
    expect(await ids('search=hEsS')).toEqual([101]);
    expect(await ids('search=falasi')).toEqual([101]);
    expect(await ids('search=hessa%20al%20fal')).toEqual([101]);
    expect(await ids("search=o'connor")).toEqual([2101]);
  });

  it('finds by part of the email', async () => {
    expect(await ids('search=ARJUN.M@OUT')).toEqual([102]);
    expect(await ids('search=icloud')).toEqual([2101]);
  });

  it('finds by phone typed with or without +971, spaces or the leading 0', async () => {
    expect(await ids('search=4127788')).toEqual([101]);
    expect(await ids('search=412%20778')).toEqual([101]);
    expect(await ids(`search=${encodeURIComponent('+971 50 412')}`)).toEqual([101]);
    expect(await ids('search=971504127788')).toEqual([101]);
    expect(await ids('search=0504127788')).toEqual([101]);
    expect(await ids('search=00971552309146')).toEqual([102]);
  });

  it('finds by id, the exact id first, and partial ids too', async () => {
    const found = await ids('search=101');
    expect(found[0]).toBe(101);
    expect(found).toContain(2101);
  });

  it('pages search results and says how many matched', async () => {
    const res = await search('search=filler&pageSize=5&page=2');
    expect(res).toMatchObject({ total: 22, page: 2, pageSize: 5 });
    expect(res.items.map((c) => c.id)).toEqual([5005, 5006, 5007, 5008, 5009]);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('search=_')).toEqual([]);
  });

  it('answers an empty page when nothing matches', async () => {
    expect(await search('search=zzzzqqq')).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
      totalIsExact: true,
      hasMore: false,
      nextCursor: null,
    });
  });

  it('copies a customer in from the store when an email or id matches nothing here', async () => {
    const [made] = await t.ctx.db
      .insert(storeCustomers)
      .values({ firstName: 'Store', lastName: 'Only', email: 'store.only@example.ae', phone: '+971 58 777 1234' })
      .returning();
    const res = await search('search=STORE.ONLY@example.ae');
    expect(res.items).toEqual([expect.objectContaining({ id: made!.id, name: 'Store Only' })]);
    expect((await search('search=777%201234')).items.map((c) => c.id)).toEqual([made!.id]);
  });
});
