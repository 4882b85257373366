import { describe, expect, it } from 'vitest';
import { lastAudit } from '../helpers/audit';
import { engine } from '../helpers/app';
import { buildCustomer, customerFootprint, homeAddress } from '../helpers/customers-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const headers = signedIn(t);

const home = homeAddress();
const post = (customerId: number | string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer-address',
    headers: { ...headers, ...(customerId === null ? {} : { 'customer-id': String(customerId) }) },
    payload,
  });
const list = async (customerId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/customer-address/${customerId}`, headers })).json();

describe(`customer addresses (${engine})`, () => {
  it("saves an address; the customer's first one becomes the default", async () => {
    const customer = await buildCustomer(t.ctx);
    const res = await post(customer.id, { ...home, is_default: 0 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: 'Address saved.',
      address: { address_id: expect.any(Number), customer_id: customer.id, ...home, is_default: true },
    });
    expect(await lastAudit(t.ctx, 'addresses.create')).toMatchObject({
      subject: expect.stringMatching(/^customer:\d+$/),
    });
  });

  it('keeps one default: a new default replaces the old one; a non-default leaves it', async () => {
    const customer = await buildCustomer(t.ctx);
    await post(customer.id, { ...home, is_default: 1 });
    const office = await post(customer.id, {
      ...home,
      address_line: 'Office 1204, Marina Plaza',
      area: 'Dubai Marina',
      address_type: 'Office',
      is_default: 1,
    });
    await post(customer.id, {
      ...home,
      address_line: 'Flat 8, Al Majaz 2',
      area: 'Al Majaz',
      city: 'Sharjah',
      state: 'Sharjah',
      address_type: 'Other',
      is_default: '0',
    });
    const saved = await list(customer.id);
    expect(saved).toHaveLength(3);
    expect(saved.filter((a: { is_default: boolean }) => a.is_default)).toEqual([
      expect.objectContaining({ address_id: office.json().address.address_id, address_type: 'Office' }),
    ]);
    expect(saved[0].address_id).toBe(office.json().address.address_id);
  });

  it('keeps one default when two defaults are saved at the same moment', async () => {
    const customer = await buildCustomer(t.ctx);
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => post(customer.id, { ...home, address_line: `Villa ${n}`, is_default: 1 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect((await list(customer.id)).filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);
  });

  it("refuses a missing customer-id with the form's sentence, saving nothing", async () => {
    const res = await post(null, { ...home, is_default: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Customer ID is missing. Please select a customer.');
    const blank = await post('', { ...home, is_default: 1 });
    expect(blank.json().message).toBe('Customer ID is missing. Please select a customer.');
    expect((await post('abc', { ...home })).json().message).toBe('Customer ID must be a positive whole number.');
  });

  it('refuses each rule of the address form with a per-field message, saving nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...home, address_line: '  ' }, 'address_line', 'Address line is required.'],
      [{ ...home, area: undefined }, 'area', 'Area is required.'],
      [{ ...home, city: '' }, 'city', 'City is required.'],
      [{ ...home, state: undefined }, 'state', 'Please choose an emirate.'],
      [{ ...home, state: 'Muscat' }, 'state', 'State must be one of the seven emirates.'],
      [{ ...home, country: 'Oman' }, 'country', 'We only deliver within the UAE.'],
      [{ ...home, address_type: 'Warehouse' }, 'address_type', 'Address type must be Home, Office or Other.'],
      [{ ...home, is_default: 2 }, 'is_default', 'is_default must be 1 or 0.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(customer.id, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[field], field).toBe(message);
    }
    expect((await customerFootprint(t.ctx, customer.id)).addresses).toBe(0);
  });

  it('accepts each of the seven emirates and saves without optional pincode and landmark', async () => {
    const customer = await buildCustomer(t.ctx);
    for (const state of ['Dubai', 'Abu Dhabi', 'Sharjah', 'Umm Al Qaiwain', 'Fujairah', 'Ajman', 'Ras Al Khaimah']) {
      const { landmark: _l, pincode: _p, ...rest } = home;
      expect((await post(customer.id, { ...rest, state, city: state })).statusCode).toBe(201);
    }
    expect(await list(customer.id)).toHaveLength(7);
  });

  it('answers 404 for a customer neither we nor the store know', async () => {
    const res = await post(987_654, { ...home });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The store has no customer with id 987654.');
    expect((await t.app.inject({ method: 'GET', url: '/api/customer-address/987654', headers })).statusCode).toBe(404);
  });
});
