import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { auditLog, customers, staffUsers } from '../../src/db/schema';
import { testAppForFile, signedIn } from '../helpers/per-file';
import { sessionHeaders } from '../helpers/factories';

const t = testAppForFile();
const staff = signedIn(t);

const put = (id: number | string, payload: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'PUT', url: `/api/customers/${id}/language`, headers, payload: payload as object });
const languageOf = async (id: number) =>
  (await t.ctx.db.select({ language: customers.language }).from(customers).where(eq(customers.id, id)))[0]!.language;

describe(`a customer's preferred language (${engine})`, () => {
  it('is English by default and shown in the customer list', async () => {
    const customer = await buildCustomer(t.ctx);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers?search=${encodeURIComponent(customer.phone)}`,
      headers: staff,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toContainEqual(expect.objectContaining({ id: customer.id, language: 'en' }));
  });

  it('staff set it to Arabic and back; the answer shows it and the change is audited', async () => {
    const customer = await buildCustomer(t.ctx);
    const res = await put(customer.id, { language: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Customer language saved.',
      customer: { id: customer.id, language: 'ar' },
    });
    expect(await languageOf(customer.id)).toBe('ar');
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `customer:${customer.id}`));
    expect(entry).toMatchObject({ action: 'customer.language', details: { from: 'en', to: 'ar' } });
    expect((await put(customer.id, { language: 'en' })).json().customer.language).toBe('en');
  });

  it('refuses no token and an account without a role (401: every role may set it, so none gets 403), changing nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const noToken = await put(customer.id, { language: 'ar' }, {});
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().message).toBe('Session expired. Please log in again.');
    const [user] = await t.ctx.db
      .insert(staffUsers)
      .values({
        firstName: 'No',
        lastName: 'Role',
        email: `norole-${customer.id}@example.ae`,
        requestedRole: 'staff',
        role: null,
      })
      .returning();
    const noRole = await put(customer.id, { language: 'ar' }, await sessionHeaders(t.ctx, user!.id));
    expect(noRole.statusCode).toBe(401);
    expect(await languageOf(customer.id)).toBe('en');
  });

  it('refuses a language other than en or ar, a bad id and an unknown customer, with a sentence (in Arabic when asked)', async () => {
    const customer = await buildCustomer(t.ctx);
    for (const payload of [{ language: 'fr' }, { language: 'AR' }, {}, { language: 1 }]) {
      const res = await put(customer.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe('Language must be en (English) or ar (Arabic).');
    }
    const arabic = await put(customer.id, { language: 'fr' }, { ...staff, 'accept-language': 'ar' });
    expect(arabic.json().message).toBe('يجب أن تكون اللغة en (الإنجليزية) أو ar (العربية).');
    expect((await put('abc', { language: 'ar' })).statusCode).toBe(400);
    const unknown = await put(999_999_999, { language: 'ar' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This customer does not exist.');
    expect(await languageOf(customer.id)).toBe('en');
  });
});
