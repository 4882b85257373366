import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { STORES } from '@shop/domain/pickup';
import { RACKET_MESSAGES } from '@shop/domain/contracts/rackets';
import { TENSION_MESSAGES } from '@shop/domain/stringing/tension';
import { bookings, checkouts, customerRackets, jobEvents, jobs, staffUsers } from '../../src/db/schema';
import { engine } from '../helpers/app';
import { bookingFootprint, freshCartId, gripLine, stringLine } from '../helpers/bookings-factories';
import { buildCustomer } from '../helpers/customers-factories';
import { buildSignedInUser } from '../helpers/factories';
import {
  buildRacket,
  buyRacketsInStore,
  hybridSpecLb,
  plainSpecKg,
  racketsFootprint,
} from '../helpers/rackets-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const payInStore = (bookings: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/store-payment/confirm-instore-payment',
    headers: staff,
    payload: { bookings, recaptchaToken: '' },
  });
const payOnline = (bookings: unknown[]) =>
  t.app.inject({ method: 'POST', url: '/api/payments/create', headers: staff, payload: { bookings, pickup_fee: 0 } });
const jobOf = async (bookingId: number) =>
  (await t.ctx.db.select().from(jobs).where(eq(jobs.bookingId, bookingId)))[0]!;
const footprint = async () => ({ ...(await bookingFootprint(t)), ...(await racketsFootprint(t.ctx)) });

describe(`a checkout line carries the racket and its spec (${engine})`, () => {
  it('refuses a line whose string is not the one its spec is priced at (400, nothing stored)', async () => {
    const customer = await buildCustomer(t.ctx);
    const racket = await buildRacket(t.ctx, customer.id);
    const before = await racketsFootprint(t.ctx);
    // The spec strings RPM Blast (185 AED); the line books Head Lynx Tour (150 AED): a client cannot pay the cheaper one.
    const res = await payInStore([stringLine(customer.id, { racket_id: racket.id, spec: hybridSpecLb() })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'bookings.0.string_id': JOB_MESSAGES.specPriceMismatch });
    expect(await racketsFootprint(t.ctx)).toEqual(before);
  });

  it('opens the job with a hybrid spec in lb that reads back exactly, and fills racket_name', async () => {
    const customer = await buildCustomer(t.ctx);
    const racket = await buildRacket(t.ctx, customer.id, { brand: 'Babolat', model: 'Pure Aero 2023' });
    const res = await payInStore([
      // RPM Blast mains (185 AED) and the customer's own crosses: priced at the RPM Blast.
      stringLine(customer.id, {
        racket_name: '',
        racket_id: racket.id,
        spec: hybridSpecLb(),
        string_id: 7,
        total_cost: 185,
      }),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data.bookings[0];
    expect(booking.racket_name).toBe('Babolat Pure Aero 2023');

    const job = await jobOf(booking.booking_id);
    expect(job).toMatchObject({
      racketId: racket.id,
      mainsStringId: 7,
      mainsOwnString: null,
      mainsTensionTenths: 555,
      mainsUnit: 'lb',
      crossesStringId: null,
      crossesOwnString: 'Customer’s natural gut 1.30',
      crossesTensionTenths: 530,
      crossesUnit: 'lb',
      prestretchPercent: 10,
      knots: 2,
      stencil: 'Babolat',
      notes: 'Tie off at 8T and 6T.',
    });
    const events = await t.ctx.db.select().from(jobEvents).where(eq(jobEvents.bookingId, booking.booking_id));
    expect(events.map((e) => e.what)).toEqual([
      'Booked with its specification',
      expect.stringMatching(/^Receipt emailed to /),
    ]);

    const [listed] = (
      await t.app.inject({ method: 'GET', url: `/api/customers/${customer.id}/rackets`, headers: staff })
    ).json();
    expect(listed.last_spec).toEqual({
      racket: { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19', head_size: 100 },
      mains: {
        string_id: 7,
        own_string: null,
        string_name: 'Babolat RPM Blast 1.25',
        tension: 55.5,
        unit: 'lb',
        tension_text: '55.5 lb (25.2 kg)',
      },
      crosses: {
        string_id: null,
        own_string: 'Customer’s natural gut 1.30',
        string_name: 'Customer’s natural gut 1.30',
        tension: 53,
        unit: 'lb',
        tension_text: '53.0 lb (24.0 kg)',
      },
      hybrid: true,
      prestretch_percent: 10,
      knots: 2,
      stencil: 'Babolat',
      notes: 'Tie off at 8T and 6T.',
    });
    expect(listed.history).toEqual([
      expect.objectContaining({
        job_id: booking.booking_id,
        stage: 'received',
        strings: 'Babolat RPM Blast 1.25 / Customer’s natural gut 1.30',
        strung_by: null,
        days_since_previous: null,
      }),
    ]);
  });

  it('an online checkout carries them too, and a racket without a pattern learns it from the spec', async () => {
    const customer = await buildCustomer(t.ctx);
    const racket = await buildRacket(t.ctx, customer.id, { pattern: '', headSize: null });
    const res = await payOnline([stringLine(customer.id, { racket_id: racket.id, spec: plainSpecKg(23.5) })]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.payment_url).toEqual(expect.any(String));
    const [row] = await t.ctx.db.select().from(customerRackets).where(eq(customerRackets.id, racket.id));
    expect(row).toMatchObject({ pattern: '16x19', headSize: null });
    const [listed] = (
      await t.app.inject({ method: 'GET', url: `/api/customers/${customer.id}/rackets`, headers: staff })
    ).json();
    expect(listed.last_spec.mains).toMatchObject({ tension: 23.5, unit: 'kg', tension_text: '23.5 kg (51.8 lb)' });
    expect(listed.last_spec.hybrid).toBe(false);
  });

  it('a grip line carries the racket and a spec with only the racket and notes', async () => {
    const customer = await buildCustomer(t.ctx);
    const racket = await buildRacket(t.ctx, customer.id);
    const res = await payInStore([
      gripLine(customer.id, {
        racket_name: '',
        racket_id: racket.id,
        spec: { racket: { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19' }, notes: 'Overgrip white.' },
      }),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const job = await jobOf(res.json().data.bookings[0].booking_id);
    expect(job).toMatchObject({ racketId: racket.id, mainsUnit: null, crossesUnit: null, notes: 'Overgrip white.' });
    expect(res.json().data.bookings[0].racket_name).toBe('Babolat Pure Aero');
  });

  it('refuses a tension out of range, an unknown string and a spec that does not fit the line, storing nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const racket = await buildRacket(t.ctx, customer.id);
    const before = await footprint();
    const cases: [unknown, Record<string, string>][] = [
      [
        stringLine(customer.id, {
          racket_id: racket.id,
          spec: hybridSpecLb({ mains: { string_id: 7, tension: 80, unit: 'lb' } }),
        }),
        { 'bookings.0.spec.mains.tension': TENSION_MESSAGES.range },
      ],
      [
        stringLine(customer.id, { spec: hybridSpecLb({ crosses: { string_id: 4242, tension: 50, unit: 'lb' } }) }),
        { 'bookings.0.spec.crosses.string_id': JOB_MESSAGES.unknownString },
      ],
      [
        stringLine(customer.id, { spec: { ...plainSpecKg(), crosses: null } }),
        { 'bookings.0.spec.mains': JOB_MESSAGES.stringsNeeded },
      ],
      [gripLine(customer.id, { spec: plainSpecKg() }), { 'bookings.0.spec.mains': JOB_MESSAGES.gripHasNoStrings }],
    ];
    for (const [line, fields] of cases) {
      const res = await payInStore([line]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    expect(await footprint()).toEqual(before);
  });

  it("refuses another customer's racket with 404 naming the line, storing nothing", async () => {
    const customer = await buildCustomer(t.ctx);
    const other = await buildCustomer(t.ctx);
    const theirs = await buildRacket(t.ctx, other.id);
    const mine = await buildRacket(t.ctx, customer.id);
    const before = await footprint();
    const cart = freshCartId();
    const res = await payInStore([
      stringLine(customer.id, { cart_id: cart, racket_id: mine.id }),
      gripLine(customer.id, { cart_id: cart, racket_id: theirs.id }),
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: RACKET_MESSAGES.notFound,
      fields: { 'bookings.1.racket_id': RACKET_MESSAGES.notFound },
    });
    expect(await footprint()).toEqual(before);
  });

  it('a racket picked twice in one checkout keeps one turnaround', async () => {
    const customer = await buildCustomer(t.ctx);
    const racket = await buildRacket(t.ctx, customer.id);
    const cart = freshCartId();
    const before = await footprint();
    const res = await payInStore([
      stringLine(customer.id, { cart_id: cart, racket_id: racket.id, racket_name: '' }),
      gripLine(customer.id, {
        cart_id: cart,
        racket_id: racket.id,
        racket_name: 'My favourite',
        grip_id: 101,
        total_cost: 85,
      }),
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['bookings.1.service_type']);
    expect(await footprint()).toEqual(before);
  });

  it('a free stringing of a racket bought here is that racket’s job', async () => {
    const customer = await buildCustomer(t.ctx);
    const bought = await buyRacketsInStore(t, staff, customer.id, [['Head Speed Pro 2024', 1189, 1]]);
    const rpId = bought.purchases[0]!.rp_ids[0]!;
    const res = await payOnline([
      stringLine(customer.id, { racket_name: '', freeService: true, rp_id: rpId, total_cost: 75 }),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [booking] = await t.ctx.db.select().from(bookings).where(eq(bookings.customerId, customer.id));
    expect(booking!.racketName).toBe('Head Speed Pro 2024');
    const [racket] = await t.ctx.db.select().from(customerRackets).where(eq(customerRackets.entitlementId, rpId));
    expect(racket).toMatchObject({ brand: 'Head', model: 'Speed Pro 2024', pattern: '18x20', headSize: 100 });
    expect((await jobOf(booking!.id)).racketId).toBe(racket!.id);
  });

  it('refuses a free stringing on another racket than the one bought with it, and stores nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const bought = await buyRacketsInStore(t, staff, customer.id, [['Head Speed Pro 2024', 1189, 1]]);
    const rpId = bought.purchases[0]!.rp_ids[0]!;
    const other = await buildRacket(t.ctx, customer.id, { brand: 'Babolat', model: 'Pure Aero 2023' });
    const [mine] = await t.ctx.db.select().from(customerRackets).where(eq(customerRackets.entitlementId, rpId));
    const before = await footprint();
    const free = (racketId: number) =>
      payOnline([
        stringLine(customer.id, {
          racket_name: '',
          freeService: true,
          rp_id: rpId,
          racket_id: racketId,
          total_cost: 75,
        }),
      ]);
    const res = await free(other.id);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: RACKET_MESSAGES.notTheBoughtRacket,
      fields: { 'bookings.0.racket_id': RACKET_MESSAGES.notTheBoughtRacket },
    });
    expect(await footprint()).toEqual(before);
    // The bought racket itself is its free stringing's racket.
    const ok = await free(mine!.id);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('opens an in-store line at its store and a delivery line at the account’s store, else the first store', async () => {
    const customer = await buildCustomer(t.ctx);
    const delivery = {
      pickup_option: 'pickup/delivery' as const,
      instore_location: null,
      delivery_address: 'Office 4, Marina Plaza, Dubai, UAE',
    };
    const withStore = await buildSignedInUser(t.ctx, { role: 'staff' });
    await t.ctx.db.update(staffUsers).set({ defaultStore: 'Jumeirah Store' }).where(eq(staffUsers.id, withStore.id));
    const withoutStore = await buildSignedInUser(t.ctx, { role: 'staff' });
    const checkout = async (headers: Record<string, string>, line: object, pickupFee: number) => {
      const payload = { bookings: [stringLine(customer.id, line)], pickup_fee: pickupFee };
      const res = await t.app.inject({ method: 'POST', url: '/api/payments/create', headers, payload });
      expect(res.statusCode, res.body).toBe(201);
      const [booking] = await t.ctx.db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(checkouts, eq(checkouts.id, bookings.checkoutId))
        .where(eq(checkouts.cartId, res.json().data.cart_id as string));
      return (await jobOf(booking!.id)).store;
    };
    expect(await checkout(withStore.headers, { instore_location: 'Marina Store' }, 0)).toBe('Marina Store');
    expect(await checkout(withStore.headers, delivery, 60)).toBe('Jumeirah Store');
    expect(await checkout(withoutStore.headers, delivery, 60)).toBe(STORES[0]);
  });
});
