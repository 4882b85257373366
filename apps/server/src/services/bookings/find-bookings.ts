import { sql, type SQL } from 'drizzle-orm';
import type { BookingListResponse } from '@shop/domain/contracts/bookings';
import type { BookingStatus } from '@shop/domain/booking-status';
import type { BookingPaymentFilter } from '@shop/domain/contracts/held-payments';
import type { CheckoutStatus } from '@shop/domain/contracts/payments';
import { fils } from '@shop/domain/money';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../invoices/like-pattern';
import { datedPage } from '../paging/dated-page';
import type { PagingQuery } from '../paging/page-outcome';
import type { ListedRow } from '../paging/page-statement';
import { toBookingListItem } from './booking-view';
import { bookingDays, bookingTotals, type BookingDayFilter } from './booking-days';
import { cancellationViews } from './cancellation-views';
import type { BookingRow } from './create-checkout';

/** A booking's columns as the page statement reads them: times in epoch milliseconds, the date as text. */
type Listed = {
  [K in keyof BookingRow as K extends 'id' | 'createdAt' | 'completedAt' | 'canceledAt' ? never : K]: BookingRow[K];
} & {
  created_ms: number;
  completed_ms: number | null;
  canceled_ms: number | null;
  cart_id: string;
  checkout_status: CheckoutStatus;
  held_ms: number | null;
  held_code: string | null;
  canceled_with_record: boolean;
  open_siblings: number;
};

/**
 * The booking's and its checkout's columns (under the names the Drizzle row has, so that the row maps
 * to a BookingRow one to one), and whether a canceled booking has its cancellation record.
 */
const PAGE_COLUMNS = {
  select: sql.raw(`b.checkout_id AS "checkoutId", b.customer_id AS "customerId", b.customer_name AS "customerName",
    b.customer_email AS "customerEmail", b.customer_phone AS "customerPhone", b.service_kind AS "serviceKind",
    b.string_id AS "stringId", b.grip_id AS "gripId", b.service_name AS "serviceName", b.service_type AS "serviceType",
    b.racket_name AS "racketName", b.booking_date::text AS "bookingDate", b.pickup_option AS "pickupOption",
    b.delivery_address AS "deliveryAddress", b.instore_location AS "instoreLocation", b.price_fils AS "priceFils",
    b.pickup_fee_fils AS "pickupFeeFils", b.due_in_store_fils AS "dueInStoreFils", b.paid_fils AS "paidFils", b.free_service AS "freeService",
    b.rp_id AS "rpId", b.claim_id AS "claimId", b.status, b.payment_option AS "paymentOption",
    b.receipt_number AS "receiptNumber", b.created_by AS "createdBy", b.completed_by AS "completedBy",
    b.search_text AS "searchText",
    floor(extract(epoch FROM b.created_at) * 1000)::float8 AS created_ms,
    floor(extract(epoch FROM b.completed_at) * 1000)::float8 AS completed_ms,
    floor(extract(epoch FROM b.canceled_at) * 1000)::float8 AS canceled_ms,
    CASE WHEN b.pickup_fee_fils > 0 THEN (SELECT count(*)::int FROM bookings o
      WHERE o.checkout_id = b.checkout_id AND o.id <> b.id AND o.status <> 'canceled') ELSE 0 END AS open_siblings,
    k.cart_id, k.status AS checkout_status, floor(extract(epoch FROM k.held_at) * 1000)::float8 AS held_ms, k.held_code,
    b.status = 'canceled' AND EXISTS (SELECT 1 FROM booking_cancellations x WHERE x.booking_id = b.id) AS canceled_with_record`),
  joins: sql.raw(`LEFT JOIN bookings b ON b.id = p.id LEFT JOIN checkouts k ON k.id = b.checkout_id`),
};

const dateOf = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)));

/** A row of the page statement as the BookingRow (and checkout fields) the list item is made from. */
function bookingOf(r: ListedRow<Listed>) {
  const booking: BookingRow = {
    id: Number(r.list_id),
    checkoutId: r.checkoutId,
    customerId: r.customerId,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    customerPhone: r.customerPhone,
    serviceKind: r.serviceKind,
    stringId: r.stringId,
    gripId: r.gripId,
    serviceName: r.serviceName,
    serviceType: r.serviceType,
    racketName: r.racketName,
    bookingDate: r.bookingDate,
    pickupOption: r.pickupOption,
    deliveryAddress: r.deliveryAddress,
    instoreLocation: r.instoreLocation,
    priceFils: fils(r.priceFils),
    pickupFeeFils: fils(r.pickupFeeFils),
    dueInStoreFils: fils(r.dueInStoreFils),
    paidFils: fils(r.paidFils),
    freeService: r.freeService,
    rpId: r.rpId,
    claimId: r.claimId,
    status: r.status,
    paymentOption: r.paymentOption,
    receiptNumber: r.receiptNumber,
    createdBy: r.createdBy,
    completedBy: r.completedBy,
    completedAt: dateOf(r.completed_ms),
    canceledAt: dateOf(r.canceled_ms),
    createdAt: new Date(Number(r.created_ms)),
    searchText: r.searchText,
  };
  return {
    booking,
    cartId: r.cart_id,
    checkoutStatus: r.checkout_status,
    heldAt: dateOf(r.held_ms),
    heldCode: r.held_code,
    openSiblings: Number(r.open_siblings),
  };
}

/**
 * A page of bookings, newest first. The search matches booking id, customer name, email, phone,
 * racket and service name anywhere (case-insensitive, on the trigram-indexed search_text).
 * payment=held keeps the bookings of checkouts whose payment the provider holds: they are found
 * from the few held checkouts (partial index checkouts_held_idx) through bookings_checkout_idx.
 * One statement counts, picks the page's ids on the narrow indexes and joins only those rows to their
 * checkout; the cancellations of canceled bookings that have one are read by a second. Bookings are never
 * deleted, so once the whole list has counted past the cap its page 1 is not counted again (paging/known-long.ts).
 */
export async function findBookings(
  db: DbOrTx,
  options: PagingQuery &
    BookingDayFilter & {
      search: string;
      status: BookingStatus | '' | 'all';
      payment?: BookingPaymentFilter | '' | 'all';
    },
): Promise<BookingListResponse> {
  const conditions: SQL[] = [];
  const status = options.status && options.status !== 'all' ? options.status : null;
  if (options.search) conditions.push(sql`search_text LIKE ${sql.placeholder('search')}`);
  if (status) conditions.push(sql`status = ${sql.placeholder('status')}`);
  const held = options.payment === 'held';
  if (held)
    conditions.push(sql`checkout_id IN (SELECT id FROM checkouts WHERE status = 'pending' AND held_at IS NOT NULL)`);
  const days = bookingDays(options);
  conditions.push(...days.conditions);
  const { rows, envelope } = await datedPage<Listed>(
    db,
    {
      // A search alone walks the narrow copy no status change writes (migration 0056): an index-only walk.
      from: options.search && conditions.length === 1 ? sql`booking_search` : sql`bookings`,
      time: sql`created_at`,
      id: sql`id`,
      conditions,
      search: Boolean(options.search),
      searchInOrder: true,
      // The app never deletes a booking (a canceled one stays, canceled).
      neverDeleted: 'bookings',
      // Its rows per hour are counted by migration 0055: the deepest numbered pages start from their hour.
      hours: 'bookings',
      // A status's bookings leave it only when their status changes, which migration 0037 counts.
      ...(status && !options.search && !held && !days.shape && { leaves: `bookings:${status}` }),
      // The filters' values are placeholders: each combination of filters is assembled once (paging/dated-page.ts).
      shape: `bookings|${status !== null}|${held}|${days.shape}`,
      values: { search: options.search ? likePattern(options.search) : null, status, ...days.values },
    },
    options,
    PAGE_COLUMNS,
  );
  const canceled = await cancellationViews(
    db,
    rows.filter((r) => r.canceled_with_record).map((r) => Number(r.list_id)),
  );
  const items = rows.map((row) => {
    const item = toBookingListItem(bookingOf(row));
    return { ...item, cancellation: canceled.get(item.booking_id) ?? null };
  });
  // Only with both days: a list without them answers the envelope as it always did.
  if (!days.bounded) return { items, ...envelope };
  return { items, ...envelope, totals: await bookingTotals(db, { ...options, status, held }) };
}
