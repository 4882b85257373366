import { sql } from 'drizzle-orm';
import { FREE_STRINGING } from '@shop/domain/business';
import type { ReportSummary } from '@shop/domain/contracts/reports';
import { fils, sumFils, timesFils, toAed } from '@shop/domain/money';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { within, type ReportPeriod } from './period';

interface RevenueRow {
  source: 'online' | 'in-store';
  n: number;
  service: string;
  fees: string;
}

/**
 * Revenue of the period in integer fils (docs/decisions/reports.md): online payments by the day the provider
 * confirmed them (checkouts.paid_at), counter payments by the day they were recorded; each booking's part is
 * its current price (a change's refund already lowered it; what a change added is due in store, not paid
 * online) and its pickup/delivery fee apart. Canceled bookings count nothing, so their refunds do not either.
 * Every booking has its job; the jobs are joined only for a store (the job's store is the booking's). A counter
 * payment's booking is read by its primary key: OFFSET 0 keeps the planner from reading every entry of
 * bookings_checkout_idx instead (it holds these columns too, migration 0026).
 */
export async function revenueOf(db: DbOrTx, period: ReportPeriod): Promise<ReportSummary['revenue']> {
  const rows = rowsOf<RevenueRow>(
    await db.execute(sql`
      SELECT 'online' AS source, count(DISTINCT b.checkout_id)::int AS n,
             coalesce(sum(b.price_fils - b.due_in_store_fils), 0)::bigint::text AS service,
             coalesce(sum(b.pickup_fee_fils), 0)::bigint::text AS fees
        FROM checkouts c
        JOIN bookings b ON b.checkout_id = c.id ${period.storeOfBooking}
       WHERE c.paid_at IS NOT NULL AND ${within(sql`c.paid_at`, period)}
         AND b.payment_option = 'online' AND b.status <> 'canceled'
      UNION ALL
      SELECT 'in-store', count(*)::int,
             coalesce(sum(p.amount_fils - b.pickup_fee_fils), 0)::bigint::text,
             coalesce(sum(b.pickup_fee_fils), 0)::bigint::text
        FROM instore_payments p
        CROSS JOIN LATERAL (SELECT b.id, b.status, b.pickup_fee_fils FROM bookings b WHERE b.id = p.booking_id OFFSET 0) b
        ${period.storeOfBooking}
       WHERE ${within(sql`p.recorded_at`, period)} AND b.status <> 'canceled'`),
  );
  const online = rows.find((r) => r.source === 'online');
  const inStore = rows.find((r) => r.source === 'in-store');
  return revenueFigures({
    onlineFils: Number(online?.service ?? 0),
    inStoreFils: Number(inStore?.service ?? 0),
    feesFils: Number(online?.fees ?? 0) + Number(inStore?.fees ?? 0),
    onlinePayments: Number(online?.n ?? 0),
    inStorePayments: Number(inStore?.n ?? 0),
  });
}

/** The revenue figures in AED from integer fils and payment counts. */
export function revenueFigures(totals: {
  onlineFils: number;
  inStoreFils: number;
  feesFils: number;
  onlinePayments: number;
  inStorePayments: number;
}): ReportSummary['revenue'] {
  const onlineFils = fils(totals.onlineFils);
  const inStoreFils = fils(totals.inStoreFils);
  const feesFils = fils(totals.feesFils);
  return {
    online: toAed(onlineFils),
    in_store: toAed(inStoreFils),
    fees: toAed(feesFils),
    total: toAed(sumFils([onlineFils, inStoreFils, feesFils])),
    online_payments: totals.onlinePayments,
    in_store_payments: totals.inStorePayments,
  };
}

/** Free stringings done: free bookings completed (their job ready) in the period, each worth 75 AED. */
export async function freeStringingsOf(db: DbOrTx, period: ReportPeriod): Promise<ReportSummary['free_stringings']> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n
        FROM bookings b JOIN jobs j ON j.booking_id = b.id
       WHERE b.free_service AND b.status = 'completed' AND ${within(sql`b.completed_at`, period)} ${period.storeFilter}`),
  );
  const count = Number(row?.n ?? 0);
  return { count, value: toAed(timesFils(FREE_STRINGING.valueFils, count)) };
}
