import { beforeAll, describe, expect, it } from 'vitest';
import { GRIPS, STRINGS } from '@shop/domain/catalogue';
import { bookingListItemSchema } from '@shop/domain/contracts/bookings';
import { ROLES } from '@shop/domain/roles';
import { engine } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { checkoutThroughSandbox, freshCartId, stringLine } from '../helpers/bookings-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);
let customerEmail: string;
beforeAll(async () => {
  const customer = await buildCustomer(t.ctx, {
    firstName: 'Noura',
    lastName: 'Al Mansoori',
    phone: '+971 50 765 4321',
  });
  customerEmail = customer.email!;
  const other = await buildCustomer(t.ctx, { firstName: 'Karim', lastName: 'Fares' });
  for (let i = 0; i < 6; i += 1) {
    await t.app.inject({
      method: 'POST',
      url: '/api/store-payment/confirm-instore-payment',
      headers: staff,
      payload: {
        bookings: [stringLine(customer.id, { cart_id: freshCartId(), racket_name: `Racket ${i}` })],
        recaptchaToken: '',
      },
    });
  }
  await checkoutThroughSandbox(t, staff, [stringLine(other.id, { racket_name: 'Yonex EZONE 98' })], { pay: 'decline' });
});

const list = (query = '', headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'GET', url: `/api/bookings${query}`, headers });

describe(`GET /api/bookings (${engine})`, () => {
  it('pages 5 at a time, newest first, with the documented fields', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 7, page: 1, pageSize: 5 });
    expect(body.items).toHaveLength(5);
    for (const item of body.items) expect(bookingListItemSchema.parse(item)).toEqual(item);
    expect(body.items[0].racket_name).toBe('Yonex EZONE 98');
    const ids = body.items.map((i: { booking_id: number }) => i.booking_id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = (await list('?page=2')).json();
    expect(second.items).toHaveLength(2);
    expect((await list('?page=3')).json()).toMatchObject({ items: [], total: 7 });
  });

  it('searches by customer name, email, phone and racket, and filters by status', async () => {
    expect((await list('?search=noura')).json().total).toBe(6);
    expect((await list(`?search=${encodeURIComponent(customerEmail.toUpperCase())}`)).json().total).toBe(6);
    expect((await list('?search=765%204321')).json().total).toBe(6);
    expect((await list('?search=racket%203')).json().items.map((i: { racket_name: string }) => i.racket_name)).toEqual([
      'Racket 3',
    ]);
    expect((await list('?search=100%25')).json().total).toBe(0);
    expect(
      (await list('?status=canceled')).json().items.map((i: { customer_name: string }) => i.customer_name),
    ).toEqual(['Karim Fares']);
    expect((await list('?status=pending&pageSize=10')).json().total).toBe(6);
    expect((await list('?status=completed')).json().total).toBe(0);
  });

  it('answers 400 for bad paging or status, 401 without a session; every role may read', async () => {
    for (const query of ['?page=0', '?page=x', '?pageSize=0', '?pageSize=101', '?status=done']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await list('', {})).statusCode).toBe(401);
    const byRole = await headersByRole(t.ctx);
    for (const role of ROLES) expect((await list('', byRole[role])).statusCode, role).toBe(200);
  });
});

describe(`GET /api/catalogue (${engine})`, () => {
  it('lists every string and grip with ids, types and prices, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalogue' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ strings: STRINGS, grips: GRIPS });
    expect(res.json().strings.find((s: { string_id: number }) => s.string_id === 12)).toMatchObject({
      name: 'Bring Own String',
      basePrice: 75,
      type: 'Regular',
    });
  });
});
