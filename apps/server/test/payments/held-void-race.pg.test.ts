import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HELD_PAYMENT_MESSAGES } from '@shop/domain/contracts/held-payments';
import { auditLog, bookings, checkouts } from '../../src/db/schema';
import { engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
import { stringLine } from '../helpers/bookings-factories';
import {
  authorisedTelrCheckout,
  createTelrCheckout,
  notifyFromTelr,
  withTelrTestApp,
  type TelrStandIn,
} from '../helpers/telr-setup';

let standIn: TelrStandIn;
let t: TestApp;
let staff: { authorization: string };
withTelrTestApp((setup) => ({ standIn, t, staff } = setup));

describe(`admins voiding one held payment at once (${engine})`, () => {
  it('sends one void to Telr, cancels once and gives the free stringing back once', async () => {
    expect(engine).toBe('postgres');
    const { admin, superadmin } = await headersByRole(t.ctx);
    for (let round = 0; round < 5; round += 1) {
      const customer = await buildCustomer(t.ctx);
      const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
      const cart = await createTelrCheckout({ t, staff }, (cart) => [
        stringLine(customer.id, { cart_id: cart, string_id: 109, freeService: true, rp_id: rpId, total_cost: 145 }),
      ]);
      standIn.setOutcome(cart, round % 2 ? 'on-hold' : 'authorised');
      await notifyFromTelr(t, cart);
      const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
      const [booking] = await t.ctx.db.select().from(bookings).where(eq(bookings.checkoutId, checkout!.id));
      const sent = standIn.remoteRequests.length;

      const answers = await Promise.all(
        [admin, superadmin, admin, superadmin].map((headers) =>
          t.app.inject({ method: 'POST', url: `/api/bookings/${booking!.id}/void-payment`, headers }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.statusCode === 409))
        expect([HELD_PAYMENT_MESSAGES.voidUnderWay, HELD_PAYMENT_MESSAGES.notHeld]).toContain(refused.json().message);
      expect(standIn.remoteRequests).toHaveLength(sent + 1);
      expect(await countClaims(t.ctx, rpId!)).toBe(0);
      const [after] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.id, checkout!.id));
      expect(after).toMatchObject({ status: 'canceled', voidStartedAt: null });
      const audits = await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'payments.voided'), eq(auditLog.subject, `checkout:${checkout!.id}`)));
      expect(audits).toHaveLength(1);
    }
  });

  it('sends one follow-up to Telr when admins void and capture one held payment at once, and records it once', async () => {
    expect(engine).toBe('postgres');
    const { admin, superadmin } = await headersByRole(t.ctx);
    for (let round = 0; round < 4; round += 1) {
      const { checkout, bookingId } = await authorisedTelrCheckout({ t, staff, standIn });
      const sent = standIn.remoteRequests.length;
      const answers = await Promise.all(
        (['capture-payment', 'void-payment', 'capture-payment', 'void-payment'] as const).map((action, i) =>
          t.app.inject({
            method: 'POST',
            url: `/api/bookings/${bookingId}/${action}`,
            headers: i % 2 ? admin : superadmin,
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409, 409, 409]);
      expect(standIn.remoteRequests).toHaveLength(sent + 1);
      const [after] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
      expect(['paid', 'canceled']).toContain(after!.status);
      const audits = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `checkout:${checkout.id}`));
      expect(audits.filter((a) => a.action === 'payments.voided' || a.action === 'payments.captured')).toHaveLength(1);
    }
  });
});
