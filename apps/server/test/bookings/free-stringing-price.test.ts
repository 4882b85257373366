import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engine } from '../helpers/app';
import { buildCustomer, buildRacketPurchase } from '../helpers/customers-factories';
import { freeStringLine } from '../helpers/bookings-factories';
import { invoices } from '../../src/db/schema';
import { pdfText } from '../invoices/pdf-text';
import { testAppForFile, signedIn } from '../helpers/per-file';
import { payInStore } from '../helpers/cancellation-factories';

const t = testAppForFile();
const staff = signedIn(t);

/** Text extraction may or may not put spaces between table cells; compare on text with whitespace removed. */
const squash = (text: string) => text.replace(/\s+/g, '');

describe(`a free stringing shows its price (${engine})`, () => {
  it('the booking shows list price, discount and amount to pay; the invoice has its own Free stringing line', async () => {
    const customer = await buildCustomer(t.ctx, { firstName: 'Noura', lastName: 'Haddad' });
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
    // Head Lynx Tour (150 AED) as a free stringing: 150 − 75 = 75 AED to pay in store.
    const [bookingId] = await payInStore(t, staff, [
      freeStringLine(customer.id, rpId, { string_id: 2, total_cost: 75 }),
    ]);

    const listed = await t.app.inject({ method: 'GET', url: `/api/bookings?search=${bookingId}`, headers: staff });
    const item = listed.json().items.find((i: { booking_id: number }) => i.booking_id === bookingId);
    expect(item).toMatchObject({ free_service: true, list_price: 150, discount: 75, total_cost: 75, amount_due: 75 });

    const done = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/complete-instore`,
      headers: staff,
      payload: { receipt_number: `R-FREE-${bookingId}`, amount: 75 },
    });
    expect(done.statusCode, done.body).toBe(200);
    const invoiceNumber = done.json().data.invoice_number as string;
    const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber));
    expect(invoice!.lines.map((l) => [l.description, l.total_fils])).toEqual([
      ['Stringing (Regular, free stringing): Head Lynx Tour 1.25 for Babolat Pure Aero', 15_000],
      ['Free stringing', -7_500],
    ]);
    expect(invoice!.amountFils).toBe(7_500);
    expect(invoice!.vatFils).toBe(invoice!.lines[0]!.vat_fils + invoice!.lines[1]!.vat_fils);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoiceNumber}`, headers: staff });
    expect(pdf.statusCode).toBe(200);
    const text = squash(await pdfText(pdf.rawPayload));
    // The discount line: its number, "Free stringing", and the 75.00 taken off (VAT included).
    expect(text).toContain('HeadLynxTour1.25forBabolatPureAero1142.86142.867.14150.00');
    expect(text).toContain('2Freestringing1-71.43-71.43-3.57-75.00');
    expect(text).toContain('Total(incl.VAT)75.00AED');
  });
});
