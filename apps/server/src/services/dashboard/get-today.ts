import { TAKINGS_METHOD_LABELS, TAKINGS_METHODS, type TodayResponse } from '@shop/domain/contracts/dashboard';
import { fils, subFils, toAed, type Fils } from '@shop/domain/money';
import { documentSumsOf, takingsOf } from '@shop/domain/takings';
import { SHOP_TIME_ZONE, shopDate } from '@shop/domain/shop-days';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { takingsQuery } from '../reports/revenue';

/**
 * The takings of one shop day (Asia/Dubai, midnight to midnight) as the cash-up and the Reports page count them
 * (docs/decisions/revenue.md): the day's tax invoices paid online and at the counter, less its credit notes refunded
 * to the card and handed over at the counter, read from the per-day totals (migration 0051). Free stringings take no
 * money and are not counted.
 */
export async function getToday(db: DbOrTx, options: { date?: string | undefined }): Promise<TodayResponse> {
  const date = options.date ?? shopDate();
  const sums = documentSumsOf(
    rowsOf<{ kind: string; documents: number; fils: string; fee_fils: string }>(
      await db.execute(takingsQuery({ from: date, to: date, store: null })),
    ),
  );
  const negative = (value: Fils) => subFils(fils(0), value);
  const lines = {
    online: { count: sums.online.count, fils: sums.online.fils },
    'in-store': { count: sums.inStore.count, fils: sums.inStore.fils },
    'card-refunds': { count: sums.cardNotes.count, fils: negative(sums.cardNotes.fils) },
    'counter-refunds': { count: sums.counterNotes.count, fils: negative(sums.counterNotes.fils) },
  };
  return {
    date,
    time_zone: SHOP_TIME_ZONE,
    takings: {
      total: toAed(takingsOf(sums).netFils),
      count: sums.online.count + sums.inStore.count,
      methods: TAKINGS_METHODS.map((method) => ({
        method,
        label: TAKINGS_METHOD_LABELS[method],
        count: lines[method].count,
        amount: toAed(lines[method].fils),
      })),
    },
  };
}
