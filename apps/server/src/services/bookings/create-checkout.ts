import { sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { CreatedBooking } from '@shop/domain/contracts/bookings';
import { PAYMENT_MESSAGES, type CheckoutStatus } from '@shop/domain/contracts/payments';
import { fils, toAed } from '@shop/domain/money';
import type { Db, Tx } from '../../db/client';
import { bookings, checkouts, freeStringingClaims } from '../../db/schema';
import { auditInsert, type AuditEntry } from '../../lib/audit';
import { conflict, isUniqueViolation } from '../../lib/errors';
import type { CustomerView } from '../customers/customer-view';
import { checkFreeStringingClaim, claimFreeStringing } from '../entitlements/claim-free-stringing';
import type { ShopHours } from '@shop/domain/stringing/due-time';
import { openJobs } from '../jobs/open-jobs';
import { lineRackets } from '../rackets/line-rackets';
import { refuseOutOfStock } from '../stock/catalogue-stock';
import type { PricedSubmission } from './price-submission';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

/** The columns of a new booking its callers read (the answer, the invoice, the jobs): the insert returns only these. */
const CREATED = {
  id: bookings.id,
  checkoutId: bookings.checkoutId,
  customerName: bookings.customerName,
  serviceKind: bookings.serviceKind,
  stringId: bookings.stringId,
  serviceName: bookings.serviceName,
  serviceType: bookings.serviceType,
  racketName: bookings.racketName,
  bookingDate: bookings.bookingDate,
  instoreLocation: bookings.instoreLocation,
  priceFils: bookings.priceFils,
  pickupFeeFils: bookings.pickupFeeFils,
  freeService: bookings.freeService,
  status: bookings.status,
  createdBy: bookings.createdBy,
  createdAt: bookings.createdAt,
};
export type CreatedBookingRow = Pick<BookingRow, keyof typeof CREATED>;

export interface CheckoutInput {
  cartId: string;
  customer: CustomerView;
  priced: PricedSubmission;
  status: Extract<CheckoutStatus, 'pending' | 'free' | 'in-store'>;
  provider: 'sandbox' | 'telr' | null;
  actorId: number | null;
  /** The shop's hours, for each job's due time. */
  shopHours: ShopHours;
  /** The checkout's audit entry (its subject is the checkout), when the caller records one. */
  audit?: Pick<AuditEntry, 'action' | 'details'>;
  /**
   * The caller's other statements about the new checkout (a free one's invoice; the sandbox's payment row and the
   * checkout's payment page), in the jobs' statement too (each a WITH: an UPDATE sees the rows of earlier statements).
   */
  alsoInsert?: (placed: { checkoutId: number; bookings: CreatedBookingRow[] }) => SQL[];
}

/**
 * Stores a checkout and its booking lines in the caller's transaction. Free stringings are claimed
 * here, in the same transaction, so a refused claim (409) stores nothing. The pickup fee rides on
 * the first booking only. A line's racket_id and spec open its job with them (line-rackets.ts).
 * A cart_id used before fails the checkout's insert (unique): inCheckoutTransaction answers the 409,
 * with nothing stored (no read of it first: one round trip less per checkout). The caller's audit entry
 * (subject `checkout:<id>`) and the caller's `alsoInsert` are written by the jobs' statement, one round trip less again.
 */
export async function createCheckout(
  tx: Tx,
  input: CheckoutInput,
): Promise<{ checkout: Pick<CheckoutRow, 'id'>; bookings: CreatedBookingRow[] }> {
  const items = input.priced.lines.map((line) => line.item);
  await refuseOutOfStock(
    tx,
    items.flatMap((item) => [item.string_id, item.spec?.mains?.string_id, item.spec?.crosses?.string_id]),
  );
  const rackets = await lineRackets(tx, input.customer.id, items);
  const { claims, claimOf } = await claimFreeLines(tx, input);
  const placed = checkoutStatement(tx, input);
  const rows = input.priced.lines.map((line, index) =>
    bookingRow(input, line, index, {
      checkoutId: sql<number>`(SELECT id FROM ${placed})`,
      racketLabel: rackets[index]!.label,
      claim: claimOf[index] ?? null,
    }),
  );
  // Ids follow the lines' order (one insert), so the sorted rows line up with the lines.
  const created = (
    await tx
      .with(...claims, placed)
      .insert(bookings)
      .values(rows)
      .returning(CREATED)
  ).sort((a, b) => a.id - b.id);
  const checkoutId = created[0]!.checkoutId;
  await openJobs(
    tx,
    created.map((row, index) => ({ ...row, racketId: rackets[index]!.racketId, spec: items[index]!.spec ?? null })),
    input.shopHours,
    [
      ...(input.audit
        ? [auditInsert(tx, { actorId: input.actorId, subject: `checkout:${checkoutId}`, ...input.audit }).getSQL()]
        : []),
      ...(input.alsoInsert?.({ checkoutId, bookings: created }) ?? []),
    ],
  );
  return { checkout: { id: checkoutId }, bookings: created };
}

type LineClaim = { claimId: SQL<number> | number; racketName: string } | null;

/**
 * Free stringings are checked first (their entitlements locked); each claim is inserted by the bookings' statement
 * (a WITH before the checkout's, in `claims`), which gives its id to its booking. A racket with a second free line in
 * this checkout is claimed at once instead, so that the next line's check sees the claim (the month between two
 * claims). `claimOf` has one entry per line, null for a paid one.
 */
async function claimFreeLines(tx: Tx, input: CheckoutInput): Promise<{ claims: WithSubquery[]; claimOf: LineClaim[] }> {
  const claims: WithSubquery[] = [];
  const claimOf: LineClaim[] = [];
  const freeRackets = input.priced.lines.flatMap(({ item }) => (item.freeService && item.rp_id ? [item.rp_id] : []));
  for (const [index, { item }] of input.priced.lines.entries()) {
    if (!item.freeService || !item.rp_id) {
      claimOf.push(null);
      continue;
    }
    const claim = { customerId: input.customer.id, rpId: item.rp_id, bookingDate: item.booking_date };
    if (freeRackets.filter((rpId) => rpId === item.rp_id).length > 1) {
      claimOf.push(await claimFreeStringing(tx, claim));
      continue;
    }
    const checked = await checkFreeStringingClaim(tx, claim);
    const claimed = tx.$with(`claimed${index}`, { id: freeStringingClaims.id }).as(checked.insert.getSQL());
    claims.push(claimed);
    claimOf.push({ claimId: sql<number>`(SELECT id FROM ${claimed})`, racketName: checked.racketName });
  }
  return { claims, claimOf };
}

const paymentOptionOf = (input: CheckoutInput) => (input.status === 'in-store' ? 'in-store' : 'online');

/** The checkout is inserted by the bookings' statement (a WITH), which reads its id: one round trip for both. */
function checkoutStatement(tx: Tx, input: CheckoutInput) {
  return tx.$with('placed', { id: checkouts.id }).as(
    tx
      .insert(checkouts)
      .values({
        cartId: input.cartId,
        customerId: input.customer.id,
        status: input.status,
        paymentOption: paymentOptionOf(input),
        pickupOption: input.priced.pickupOption,
        amountFils: input.priced.totalFils,
        pickupFeeFils: input.priced.pickupFeeFils,
        provider: input.provider,
        settledAt: input.status === 'pending' ? null : new Date(),
        createdBy: input.actorId,
      })
      .returning({ id: checkouts.id })
      .getSQL(),
  );
}

/** One line's booking row; the pickup fee rides on the first booking only. */
function bookingRow(
  input: CheckoutInput,
  line: PricedSubmission['lines'][number],
  index: number,
  from: { checkoutId: SQL<number>; racketLabel: string | null; claim: LineClaim },
) {
  const { item } = line;
  const inStore = item.pickup_option === 'in-store';
  return {
    checkoutId: from.checkoutId,
    customerId: input.customer.id,
    customerName: input.customer.name || item.customer_name || '',
    customerEmail: input.customer.email ?? '',
    customerPhone: input.customer.phone,
    serviceKind: item.service_kind,
    stringId: item.service_kind === 'string' ? (item.string_id ?? null) : null,
    gripId: item.service_kind === 'grip' ? (item.grip_id ?? null) : null,
    serviceName: line.serviceName,
    serviceType: line.serviceType,
    racketName: item.racket_name || from.racketLabel || from.claim?.racketName || '',
    bookingDate: item.booking_date,
    pickupOption: item.pickup_option,
    deliveryAddress: inStore ? null : (item.delivery_address ?? null),
    instoreLocation: inStore ? (item.instore_location ?? null) : null,
    priceFils: line.priceFils,
    pickupFeeFils: index === 0 ? input.priced.pickupFeeFils : fils(0),
    freeService: item.freeService,
    rpId: item.freeService ? (item.rp_id ?? null) : null,
    claimId: from.claim?.claimId ?? null,
    paymentOption: paymentOptionOf(input),
    createdBy: input.actorId,
  } satisfies PgInsertValue<typeof bookings>;
}

/** Runs a checkout's transaction; a cart_id stored by a racing request meanwhile is the same 409 as a reused one. */
export async function inCheckoutTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PAYMENT_MESSAGES.cartAlreadyUsed);
    throw error;
  }
}

export function toCreatedBooking(row: CreatedBookingRow): CreatedBooking {
  return {
    booking_id: row.id,
    service_kind: row.serviceKind,
    service_name: row.serviceName,
    service_type: row.serviceType,
    racket_name: row.racketName,
    booking_date: row.bookingDate,
    total_cost: toAed(row.priceFils),
    free_service: row.freeService,
    status: row.status,
  };
}
