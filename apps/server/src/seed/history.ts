import { desc, like, sql } from 'drizzle-orm';
import { findGrip, findString } from '@shop/domain/catalogue';
import { PICKUP_FEES } from '@shop/domain/business';
import { addFils, fils, type Fils } from '@shop/domain/money';
import { STORES } from '@shop/domain/pickup';
import { entryPrice } from '@shop/domain/pricing';
import { shopDayStart, addDays, shopDate } from '@shop/domain/shop-days';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import { bookingInvoiceLines, bookingLineDescription } from '../services/bookings/booking-invoice';
import { invoiceValues } from '../services/invoices/issue-invoice';
import { rowsOf } from '../lib/rows';
import {
  auditLog,
  bookings,
  checkouts,
  customers,
  instorePayments,
  invoices,
  jobEvents,
  jobs,
  ticketResponses,
  tickets,
} from '../db/schema';

/** The history's cart ids: TXN77 and a 12-digit number, apart from the product's (TXN + a millisecond clock). */
const HISTORY_CART = 'TXN77';
const HOUR = 3_600_000;
const COUNT = 640;

type HistoryRows = {
  checkouts: (typeof checkouts.$inferInsert)[];
  bookings: (typeof bookings.$inferInsert)[];
  jobs: (typeof jobs.$inferInsert)[];
  events: (typeof jobEvents.$inferInsert)[];
  payments: (typeof instorePayments.$inferInsert)[];
  invoices: PgInsertValue<typeof invoices>[];
};
type Person = typeof customers.$inferSelect;

/**
 * Three months of finished work before the demo's recent bookings (12 to 100 days ago), so the reports page has
 * something to show: collected jobs across the stores, stringing and grip, one in four express, paid online and
 * at the counter (each with its tax invoice), some with a pickup fee, a few canceled; and support tickets with responses, all resolved.
 * Plain inserts with fixed times (no checkout flow): runs once (its cart ids mark it).
 */
export async function seedHistory(ctx: AppContext): Promise<void> {
  const [done] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkouts)
    .where(like(checkouts.cartId, `${HISTORY_CART}%`));
  if (Number(done?.n ?? 0) > 0) return;
  // The last customers: the first ones are the demo's own examples, with their own bookings.
  const people = await ctx.db.select().from(customers).orderBy(desc(customers.id)).limit(60);
  if (people.length === 0) return;
  const today = shopDate();
  await ctx.db.transaction(async (tx) => {
    // Ids taken up front, so that every table is written in one statement (the demo starts fast).
    const ids = rowsOf<{ c: number; b: number }>(
      await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('checkouts', 'id'))::int AS c,
                                  nextval(pg_get_serial_sequence('bookings', 'id'))::int AS b
                             FROM generate_series(1, ${COUNT})`),
    );
    const rows: HistoryRows = { checkouts: [], bookings: [], jobs: [], events: [], payments: [], invoices: [] };
    for (let i = 1; i <= COUNT; i += 1) {
      const the = historyBooking(i, today);
      const id = { checkout: Number(ids[i - 1]!.c), booking: Number(ids[i - 1]!.b) };
      const person = people[i % people.length]!;
      addBooking(rows, the, id, person);
      addJob(rows, the, id.booking);
      if (!the.canceled) addPaperwork(rows, the, id.booking, person);
    }
    await tx.insert(checkouts).values(rows.checkouts);
    await tx.insert(bookings).values(rows.bookings);
    await tx.insert(jobs).values(rows.jobs);
    await tx.insert(jobEvents).values(rows.events);
    await tx.insert(instorePayments).values(rows.payments);
    await tx.insert(invoices).values(rows.invoices);
    await seedHistoryTickets(
      tx,
      people.map((p) => p.id),
      today,
    );
  });
}

/** The history's i-th booking, its facts drawn from i: when, what, where, how paid, canceled or collected. */
function historyBooking(i: number, today: string) {
  const daysAgo = 12 + ((i * 7) % 89);
  const at = new Date(
    shopDayStart(addDays(today, -daysAgo)).getTime() + (9 + ((i * 5) % 12)) * HOUR + (i % 60) * 60_000,
  );
  const express = i % 4 === 1;
  const grip = i % 5 === 0;
  const entry = grip
    ? findGrip(1 + (i % 4) + (express ? 100 : 0))!
    : findString(1 + ((i * 3) % 11) + (express ? 100 : 0))!;
  const pickup = i % 6 === 0 ? ('pickup' as const) : ('in-store' as const);
  const fee: Fils = PICKUP_FEES[pickup];
  const readyAt = new Date(at.getTime() + (express ? 3 + (i % 6) : 20 + ((i * 11) % 31)) * HOUR);
  return {
    i,
    bookingDate: addDays(today, -daysAgo),
    at,
    express,
    grip,
    entry,
    price: entryPrice(entry),
    pickup,
    fee,
    online: i % 3 !== 0,
    canceled: i % 29 === 0,
    store: STORES[i % STORES.length]!,
    readyAt,
  };
}
type HistoryBooking = ReturnType<typeof historyBooking>;

function addBooking(rows: HistoryRows, the: HistoryBooking, id: { checkout: number; booking: number }, person: Person) {
  const { i, at, online, canceled, price, fee, grip, entry, express, pickup } = the;
  rows.checkouts.push({
    id: id.checkout,
    cartId: `${HISTORY_CART}${String(i).padStart(12, '0')}`,
    customerId: person.id,
    status: canceled ? 'canceled' : online ? 'paid' : 'in-store',
    paymentOption: online ? 'online' : 'in-store',
    pickupOption: pickup,
    amountFils: addFils(price, fee),
    pickupFeeFils: fee,
    provider: online ? 'sandbox' : null,
    paidAt: online && !canceled ? new Date(at.getTime() + 5 * 60_000) : null,
    createdAt: at,
  });
  rows.bookings.push({
    id: id.booking,
    checkoutId: id.checkout,
    customerId: person.id,
    customerName: `${person.firstName} ${person.lastName}`.trim(),
    customerEmail: person.email ?? '',
    customerPhone: person.phone,
    serviceKind: grip ? 'grip' : 'string',
    stringId: grip ? null : (entry as { string_id: number }).string_id,
    gripId: grip ? (entry as { grip_id: number }).grip_id : null,
    serviceName: entry.name,
    serviceType: express ? 'Express' : 'Regular',
    racketName: 'Demo racket',
    bookingDate: the.bookingDate,
    pickupOption: pickup,
    instoreLocation: pickup === 'in-store' ? the.store : null,
    priceFils: price,
    pickupFeeFils: fee,
    paidFils: canceled ? fils(0) : addFils(price, fee),
    status: canceled ? 'canceled' : 'completed',
    paymentOption: online ? 'online' : 'in-store',
    completedAt: canceled ? null : the.readyAt,
    canceledAt: canceled ? new Date(at.getTime() + HOUR) : null,
    createdAt: at,
  });
}

/** The booking's job (collected, or canceled with its booking) and its stage events. */
function addJob(rows: HistoryRows, the: HistoryBooking, id: number) {
  const { i, at, readyAt, canceled, grip, express } = the;
  const spec = !grip && i % 3 !== 2;
  const hybrid = spec && i % 7 === 0;
  const stringId = grip ? null : 1 + ((i * 3) % 11);
  const collectedAt = new Date(readyAt.getTime() + 20 * HOUR);
  rows.jobs.push({
    bookingId: id,
    stage: canceled ? 'canceled' : 'collected',
    store: the.store,
    express,
    dueAt: new Date(at.getTime() + (express ? 8 : 48) * HOUR),
    racketPattern: spec ? (i % 2 === 0 ? '18x20' : '16x19') : null,
    mainsStringId: spec ? stringId : null,
    crossesStringId: spec ? (hybrid ? 1 + ((i * 5) % 11) : stringId) : null,
    readyAt: canceled ? null : readyAt,
    collectedAt: canceled ? null : collectedAt,
    canceledAt: canceled ? new Date(at.getTime() + HOUR) : null,
    createdAt: at,
  });
  const stage = (what: string, to: string, when: Date) => ({
    bookingId: id,
    kind: 'stage' as const,
    what,
    details: { to },
    at: when,
  });
  rows.events.push(
    { bookingId: id, kind: 'created' as const, what: 'Booked', at },
    ...(canceled
      ? [stage('Canceled with its booking', 'canceled', new Date(at.getTime() + HOUR))]
      : [stage('Moved to ready for pickup', 'ready', readyAt), stage('Moved to collected', 'collected', collectedAt)]),
  );
}

/** A done booking's tax invoice, and the counter's payment of one paid in the store. */
function addPaperwork(rows: HistoryRows, the: HistoryBooking, id: number, person: Person) {
  const { i, online, price, fee, grip, entry, express } = the;
  const booking = rows.bookings.at(-1)!;
  const line = {
    serviceKind: grip ? ('grip' as const) : ('string' as const),
    serviceName: entry.name,
    serviceType: express ? ('Express' as const) : ('Regular' as const),
    racketName: 'Demo racket',
    freeService: false,
    stringId: booking.stringId ?? null,
    priceFils: price,
  };
  rows.invoices.push(
    invoiceValues({
      sourceKey: online ? `checkout:${booking.checkoutId}` : `booking:${id}`,
      customerId: person.id,
      customerName: booking.customerName,
      customerEmail: person.email ?? '',
      paymentMethod: online ? 'online' : 'in-store',
      transactionId: online ? rows.checkouts.at(-1)!.cartId : `DEMO-H-${String(i).padStart(4, '0')}`,
      description: bookingLineDescription(line),
      lines: bookingInvoiceLines([line], { option: the.pickup, feeFils: fee }),
      transactionDate: online ? rows.checkouts.at(-1)!.paidAt! : the.readyAt,
    }),
  );
  if (!online)
    rows.payments.push({
      bookingId: id,
      receiptNumber: `DEMO-H-${String(i).padStart(4, '0')}`,
      amountFils: addFils(price, fee),
      recordedAt: the.readyAt,
    });
}

async function seedHistoryTickets(
  tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
  ids: number[],
  today: string,
) {
  for (let i = 1; i <= 45; i += 1) {
    const openedAt = new Date(shopDayStart(addDays(today, -(12 + ((i * 13) % 89)))).getTime() + (8 + (i % 10)) * HOUR);
    const [ticket] = await tx
      .insert(tickets)
      .values({
        customerId: ids[i % ids.length]!,
        subject: i % 2 ? 'Strings lost tension quickly' : 'When is my racket ready?',
        description: 'Demo ticket from the shop history.',
        issueType: i % 2 ? 'stringing' : 'booking',
        priorityLevel: i % 3 ? 'medium' : 'high',
        status: i % 2 ? 'resolved' : 'closed',
        createdAt: openedAt,
        updatedAt: openedAt,
      })
      .returning({ id: tickets.id });
    const answeredAt = new Date(openedAt.getTime() + (1 + ((i * 7) % 30)) * HOUR);
    await tx.insert(ticketResponses).values({
      ticketId: ticket!.id,
      body: 'Thanks, we are looking into it.',
      sentTo: 'customer@example.ae',
      createdAt: answeredAt,
    });
    await tx.insert(auditLog).values({
      action: 'ticket.status',
      subject: `ticket:${ticket!.id}`,
      details: { to: 'resolved' },
      createdAt: new Date(answeredAt.getTime() + 24 * HOUR),
    });
  }
}
