import { describe, expect, it } from 'vitest';
import { seedBookings } from '../../src/seed/bookings';
import { seedCustomers } from '../../src/seed/customers';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

interface Item {
  invoice_number: string;
  transaction_date: string;
}

describe(`the dashboard's latest invoices on the demo data (${engine})`, () => {
  it('reads newest first: the latest three have the highest numbers, and numbers follow the dates', async () => {
    await seedCustomers(t.ctx);
    await seedBookings(t.ctx);
    const headers = await authHeaders(t.ctx, 'staff');
    const all: Item[] = (await t.app.inject({ method: 'GET', url: '/api/admin/invoices?pageSize=50', headers })).json()
      .items;
    expect(all.length).toBeGreaterThanOrEqual(5);
    const numbers = all.map((i) => i.invoice_number);
    // Newest first by date, and an invoice issued later never carries a lower number.
    expect(numbers).toEqual([...numbers].sort().reverse());
    const dates = all.map((i) => i.transaction_date);
    expect(dates).toEqual([...dates].sort().reverse());

    const latest: Item[] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/invoices?page=1&pageSize=3', headers })
    ).json().items;
    expect(latest.map((i) => i.invoice_number)).toEqual(numbers.slice(0, 3));
  });
});
