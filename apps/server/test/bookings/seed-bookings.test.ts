import { describe, expect, it } from 'vitest';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { bookingFootprint } from '../helpers/bookings-factories';
import { seedBookings } from '../../src/seed/bookings';
import { seedCustomers } from '../../src/seed/customers';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

describe(`demo bookings (${engine})`, () => {
  it('seeds nothing without customers, then a working day of bookings once customers exist, and only once', async () => {
    await seedBookings(t.ctx);
    expect((await bookingFootprint(t)).bookings).toBe(0);

    await seedCustomers(t.ctx);
    await seedBookings(t.ctx);
    const seeded = await bookingFootprint(t);
    expect(seeded.bookings).toBeGreaterThanOrEqual(7);
    expect(seeded.completed).toBe(3);
    expect(seeded.invoices).toBeGreaterThanOrEqual(5);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookings?pageSize=20',
      headers: await authHeaders(t.ctx, 'staff'),
    });
    const items: { status: string; payment_status: string }[] = list.json().items;
    expect(items.filter((i) => i.status === 'pending' && i.payment_status === 'paid').length).toBeGreaterThanOrEqual(2);
    expect(
      items.filter((i) => i.status === 'pending' && i.payment_status === 'pay-in-store').length,
    ).toBeGreaterThanOrEqual(2);
    expect(items.filter((i) => i.status === 'completed' && i.payment_status === 'paid-in-store').length).toBe(2);

    await seedBookings(t.ctx);
    expect(await bookingFootprint(t)).toEqual(seeded);
  });
});
