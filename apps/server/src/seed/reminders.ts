import { asc, eq, isNotNull } from 'drizzle-orm';
import { fils } from '@shop/domain/money';
import { addDays, DAY_MS, shopDate, shopDayStart } from '@shop/domain/shop-days';
import type { AppContext } from '../context';
import { bookings, checkouts, customerRackets, customers, jobs } from '../db/schema';

const MARK = 'Match racket';
/** Days since each demo racket's last stringing: overdue, due today, due within 14 days, not yet due. */
const DAYS_AGO = [130, 104, 97, 92, 90, 86, 82, 79, 60];

/**
 * Demo data of the reminders screen (demo mode only): a "Match racket" for a few demo customers,
 * strung and collected months ago, so some are due now and some within 14 days; one customer reads
 * Arabic. Nothing when a match racket exists already.
 */
export async function seedReminders(ctx: AppContext): Promise<void> {
  const [done] = await ctx.db
    .select({ id: customerRackets.id })
    .from(customerRackets)
    .where(eq(customerRackets.nickname, MARK))
    .limit(1);
  if (done) return;
  const people = await ctx.db
    .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(isNotNull(customers.email))
    .orderBy(asc(customers.id))
    .offset(20)
    .limit(DAYS_AGO.length);
  const today = shopDate();
  await ctx.db.transaction(async (tx) => {
    for (const [index, person] of people.entries()) {
      if (index === 1) await tx.update(customers).set({ language: 'ar' }).where(eq(customers.id, person.id));
      const [racket] = await tx
        .insert(customerRackets)
        .values({
          customerId: person.id,
          brand: index % 2 === 0 ? 'Wilson' : 'Head',
          model: index % 2 === 0 ? 'Blade 98' : 'Speed MP',
          pattern: index % 2 === 0 ? '18x20' : '16x19',
          nickname: MARK,
        })
        .returning({ id: customerRackets.id });
      const readyOn = addDays(today, -DAYS_AGO[index]!);
      const readyAt = new Date(shopDayStart(readyOn).getTime() + 17 * 60 * 60_000); // 17:00 in Dubai
      const [checkout] = await tx
        .insert(checkouts)
        .values({
          cartId: `TXN${String(Date.now())}${String(index).padStart(2, '0')}`,
          customerId: person.id,
          status: 'in-store',
          paymentOption: 'in-store',
          pickupOption: 'in-store',
          amountFils: fils(8500),
          pickupFeeFils: fils(0),
          createdAt: addDaysDate(readyAt, -2),
        })
        .returning({ id: checkouts.id });
      const [booking] = await tx
        .insert(bookings)
        .values({
          checkoutId: checkout!.id,
          customerId: person.id,
          customerName: `${person.firstName} ${person.lastName}`,
          serviceKind: 'string',
          stringId: 2,
          serviceName: 'Head Lynx Tour 1.25',
          serviceType: 'Regular',
          bookingDate: addDays(readyOn, -2),
          pickupOption: 'in-store',
          instoreLocation: 'Jumeirah Store',
          priceFils: fils(8500),
          paidFils: fils(8500),
          paymentOption: 'in-store',
          status: 'completed',
          completedAt: readyAt,
          createdAt: addDaysDate(readyAt, -2),
        })
        .returning({ id: bookings.id });
      await tx.insert(jobs).values({
        bookingId: booking!.id,
        stage: 'collected',
        store: 'Jumeirah Store',
        express: false,
        dueAt: readyAt,
        racketId: racket!.id,
        readyAt,
        collectedAt: readyAt,
        createdAt: addDaysDate(readyAt, -2),
      });
    }
  });
}

const addDaysDate = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);
