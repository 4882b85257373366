import { sql } from 'drizzle-orm';
import { BOOKING_PAYMENT_STATUS_LABELS, BOOKING_STATUS_LABELS, type BookingStatus } from '@shop/domain/booking-status';
import { BOOKINGS_CSV_COLUMNS, type BookingsCsvQuery } from '@shop/domain/contracts/booking-filters';
import type { CheckoutStatus } from '@shop/domain/contracts/payments';
import { SHOP_TIME_ZONE } from '@shop/domain/shop-days';
import type { DbOrTx } from '../../db/client';
import { csvDocument, csvNumber } from '../../lib/csv';
import { rowsOf } from '../../lib/rows';
import { aedCell } from '../reports/jobs-csv';
import { bookingConditions } from './booking-days';
import { paymentStatusOf } from './booking-view';
import type { BookingRow } from './create-checkout';

interface CsvRow {
  id: number;
  booked: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  service_kind: 'string' | 'grip';
  service_type: string;
  service_name: string;
  racket_name: string;
  store: string | null;
  status: BookingStatus;
  payment_option: BookingRow['paymentOption'];
  checkout_status: CheckoutStatus;
  receipt_number: string | null;
  amount_fils: number;
  paid_fils: number;
  due_fils: number;
  refunded_fils: string;
}

const money = (value: number | string) => csvNumber(aedCell(Number(value)));

/**
 * The filtered bookings list as CSV (csvDocument: formulas neutralised), newest first: the same filters as the list
 * (days, store, search, status), every booking of them, with what it costs, what was paid, what is due and refunded.
 */
export async function bookingsCsv(db: DbOrTx, query: BookingsCsvQuery): Promise<string> {
  const status = query.status && query.status !== 'all' ? query.status : null;
  const rows = rowsOf<CsvRow>(
    await db.execute(sql`
      SELECT b.id, to_char(b.created_at AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') AS booked,
             b.customer_name, b.customer_phone, b.customer_email, b.service_kind, b.service_type, b.service_name,
             b.racket_name, j.store, b.status, b.payment_option, k.status AS checkout_status, b.receipt_number,
             b.price_fils + b.pickup_fee_fils AS amount_fils, b.paid_fils,
             CASE WHEN b.status = 'canceled' THEN 0
                  ELSE greatest(0, b.price_fils + b.pickup_fee_fils - b.paid_fils) END AS due_fils,
             (SELECT coalesce(sum(r.amount_fils), 0)::bigint::text FROM booking_refunds r WHERE r.booking_id = b.id)
               AS refunded_fils
        FROM bookings b
        JOIN checkouts k ON k.id = b.checkout_id
        LEFT JOIN jobs j ON j.booking_id = b.id
       WHERE ${bookingConditions({ ...query, status })}
       ORDER BY b.created_at DESC, b.id DESC`),
  );
  return csvDocument(
    BOOKINGS_CSV_COLUMNS,
    rows.map((r) => [
      csvNumber(r.id),
      r.booked,
      r.customer_name,
      r.customer_phone,
      r.customer_email,
      r.service_kind === 'string' ? 'Stringing' : 'Grip',
      r.service_type,
      r.service_name,
      r.racket_name,
      r.store ?? '',
      BOOKING_STATUS_LABELS[r.status],
      BOOKING_PAYMENT_STATUS_LABELS[
        paymentStatusOf({
          paymentOption: r.payment_option,
          checkoutStatus: r.checkout_status,
          receiptNumber: r.receipt_number,
        })
      ],
      money(r.amount_fils),
      money(r.paid_fils),
      money(r.due_fils),
      money(r.refunded_fils),
    ]),
  );
}
