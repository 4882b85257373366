import { eq } from 'drizzle-orm';
import { fils } from '@shop/domain/money';
import { addDays, shopDate } from '@shop/domain/shop-days';
import type { AppContext } from '../../src/context';
import { bookings, checkouts, customers, emailOutbox, jobs } from '../../src/db/schema';
import { freshCartId } from '../helpers/bookings-factories';
import { buildCustomer } from '../helpers/customers-factories';
import { buildRacket } from '../helpers/rackets-factories';

type Ctx = Pick<AppContext, 'db'>;

/** A string job of the racket, written directly: collected, made ready at noon Dubai on `readyOn`. */
export async function buildStringing(
  ctx: Ctx,
  input: { customerId: number; racketId: number; readyOn: string; stage?: 'collected' | 'received' | 'canceled' },
) {
  const [checkout] = await ctx.db
    .insert(checkouts)
    .values({
      cartId: freshCartId(),
      customerId: input.customerId,
      status: 'in-store',
      paymentOption: 'in-store',
      pickupOption: 'in-store',
      amountFils: fils(8500),
      pickupFeeFils: fils(0),
    })
    .returning();
  const stage = input.stage ?? 'collected';
  const readyAt = stage === 'collected' ? new Date(`${input.readyOn}T12:00:00+04:00`) : null;
  const [booking] = await ctx.db
    .insert(bookings)
    .values({
      checkoutId: checkout!.id,
      customerId: input.customerId,
      customerName: 'Reminder Customer',
      serviceKind: 'string',
      stringId: 2,
      serviceName: 'Head Lynx Tour 1.25',
      serviceType: 'Regular',
      bookingDate: input.readyOn,
      pickupOption: 'in-store',
      instoreLocation: 'Marina Store',
      priceFils: fils(8500),
      paymentOption: 'in-store',
      status: stage === 'collected' ? 'completed' : stage === 'canceled' ? 'canceled' : 'pending',
      completedAt: readyAt,
      canceledAt: stage === 'canceled' ? new Date() : null,
    })
    .returning();
  await ctx.db.insert(jobs).values({
    bookingId: booking!.id,
    stage,
    store: 'Marina Store',
    express: false,
    dueAt: new Date(`${input.readyOn}T18:00:00+04:00`),
    racketId: input.racketId,
    readyAt,
    collectedAt: readyAt,
  });
  return booking!.id;
}

/**
 * A customer with one racket strung `daysAgo` days ago (interval 90 unless given): due in
 * 90 - daysAgo days. Language, email and phone as given.
 */
export async function racketStrungDaysAgo(
  ctx: Ctx,
  daysAgo: number,
  options: {
    interval?: number;
    email?: string | null;
    phone?: string;
    language?: 'en' | 'ar';
    firstName?: string;
    now?: Date;
  } = {},
) {
  const customer = await buildCustomer(ctx, {
    email: options.email,
    phone: options.phone,
    firstName: options.firstName,
  });
  if (options.language) {
    await ctx.db.update(customers).set({ language: options.language }).where(eq(customers.id, customer.id));
  }
  const racket = await buildRacket(ctx, customer.id, { reminderIntervalDays: options.interval ?? 90 });
  const readyOn = addDays(shopDate(options.now ?? new Date()), -daysAgo);
  await buildStringing(ctx, { customerId: customer.id, racketId: racket.id, readyOn });
  return { customer, racket, readyOn };
}

export const remindersTo = (ctx: Ctx, to: string) =>
  ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
