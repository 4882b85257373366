import { sql } from 'drizzle-orm';
import { TAKINGS_METHOD_LABELS, TAKINGS_METHODS, type TodayResponse } from '@shop/domain/contracts/dashboard';
import { fils, sumFils, toAed } from '@shop/domain/money';
import { SHOP_TIME_ZONE, shopDate } from '@shop/domain/shop-days';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';

interface MethodRow {
  method: string;
  n: number | string;
  fils: number | string;
}

/**
 * The takings of one shop day (Asia/Dubai, midnight to midnight), by how they were paid, summed in
 * integer fils: online payments the provider confirmed (checkouts.paid_at, on checkouts_paid_at_idx)
 * and payments recorded at the counter (instore_payments.recorded_at, on instore_payments_recorded_idx),
 * less the refunds the provider made to the card that day (booking_refunds settled as refunded). Free
 * stringings take no money and are not counted; a refund due in store is not money paid out yet.
 */
export async function getToday(db: DbOrTx, options: { date?: string | undefined }): Promise<TodayResponse> {
  const date = options.date ?? shopDate();
  const start = sql`(${date}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}`;
  const end = sql`(${date}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}`;
  const rows = rowsOf<MethodRow>(
    await db.execute(sql`
      SELECT 'online' AS method, count(*)::int AS n, coalesce(sum(amount_fils), 0)::bigint::text AS fils
        FROM checkouts WHERE paid_at IS NOT NULL AND paid_at >= ${start} AND paid_at < ${end}
      UNION ALL
      SELECT 'in-store', count(*)::int, coalesce(sum(amount_fils), 0)::bigint::text
        FROM instore_payments WHERE recorded_at >= ${start} AND recorded_at < ${end}
      UNION ALL
      SELECT 'card-refunds', count(*)::int, (-coalesce(sum(amount_fils), 0))::bigint::text
        FROM booking_refunds WHERE status = 'refunded' AND settled_at >= ${start} AND settled_at < ${end}`),
  );
  const methods = TAKINGS_METHODS.map((method) => {
    const row = rows.find((r) => r.method === method);
    return {
      method,
      label: TAKINGS_METHOD_LABELS[method],
      count: Number(row?.n ?? 0),
      fils: fils(Number(row?.fils ?? 0)),
    };
  });
  return {
    date,
    time_zone: SHOP_TIME_ZONE,
    takings: {
      total: toAed(sumFils(methods.map((m) => m.fils))),
      count: methods.reduce((n, m) => (m.method === 'card-refunds' ? n : n + m.count), 0),
      methods: methods.map(({ fils: amount, ...m }) => ({ ...m, amount: toAed(amount) })),
    },
  };
}
