import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { stringLine } from '../helpers/bookings-factories';
import { toStoreCustomer } from '../../src/adapters/store/bigcommerce/convert';
import { customers } from '../../src/db/schema';
import { pdfText } from '../invoices/pdf-text';
import { bookJob } from '../jobs/job-tag-factories';
import { signedInByRole, testAppForFile } from '../helpers/per-file';

const t = testAppForFile();
const as = signedInByRole(t);

/** Right-to-left override: "gnp.exe" after it is shown as "exe.png". And the other controls, each once. */
const SPOOF = 'Ali \u202Egnp.exe';
const EVERY_CONTROL = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
const CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

describe(`bidirectional controls never reach what the shop keeps or prints (${engine})`, () => {
  it('removes them from names and free text on input: a walk-in is stored as typed, without the controls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customers',
      headers: as.staff,
      payload: { first_name: SPOOF, last_name: `Al${EVERY_CONTROL} Marri`, phone: '050 987 6543' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ first_name: 'Ali gnp.exe', last_name: 'Al Marri' });
    const [stored] = await t.ctx.db.select().from(customers).where(eq(customers.id, res.json().id));
    expect(`${stored!.firstName} ${stored!.lastName}`).toBe('Ali gnp.exe Al Marri');
  });

  it('removes them from the names the online store sends', () => {
    const customer = toStoreCustomer({ id: 1, first_name: SPOOF, last_name: `Marri${EVERY_CONTROL}`, email: 'a@b.ae' });
    expect([customer.firstName, customer.lastName]).toEqual(['Ali gnp.exe', 'Marri']);
  });

  it('prints a name stored with them (kept from before) in its typed order on the tag, without the controls', async () => {
    // Written straight to the table, as a row from before input was cleaned; an Arabic name takes the bidi layout.
    const customer = await buildCustomer(t.ctx, { firstName: `سالم ${SPOOF}`, lastName: `Khan${EVERY_CONTROL}` });
    const jobId = await bookJob(t, as.staff, stringLine(customer.id));
    for (const layout of ['label', 'a4']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/jobs/${jobId}/tag.pdf?layout=${layout}`,
        headers: as.staff,
      });
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('gnp.exe');
      expect(text).not.toContain('exe.png');
      expect(text).not.toMatch(CONTROL);
    }
  });
});
