import { asc, eq, inArray, sql } from 'drizzle-orm';
import { findString } from '@shop/domain/catalogue';
import { cmToMetres, stockStatusOf, type StockItem } from '@shop/domain/contracts/stock';
import type { DbOrTx } from '../../db/client';
import { stringStock, stringStockLedger } from '../../db/schema';

export interface StockLevel {
  stringId: number;
  stockCm: number;
  thresholdCm: number;
  lowNotified: boolean;
}

/** Each stocked string's stock (the sum of its ledger) and threshold; `ids` narrows to those strings. */
export async function stockLevels(db: DbOrTx, ids?: readonly number[]): Promise<StockLevel[]> {
  const rows = await db
    .select({
      stringId: stringStock.stringId,
      stockCm: sql<string>`coalesce(sum(${stringStockLedger.deltaCm}), 0)`,
      thresholdCm: stringStock.thresholdCm,
      lowNotified: stringStock.lowNotified,
    })
    .from(stringStock)
    .leftJoin(stringStockLedger, eq(stringStockLedger.stringId, stringStock.stringId))
    .where(ids ? inArray(stringStock.stringId, [...ids]) : undefined)
    .groupBy(stringStock.stringId)
    .orderBy(asc(stringStock.stringId));
  return rows.map((r) => ({ ...r, stockCm: Number(r.stockCm) }));
}

/**
 * Locks the strings' stock rows (ascending, so two moves never wait on each other in a circle): every
 * move of a string's stock takes this lock first, so the sum read after the move is exact.
 */
export async function lockStrings(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: stringStock.stringId })
    .from(stringStock)
    .where(inArray(stringStock.stringId, [...ids]))
    .orderBy(asc(stringStock.stringId))
    .for('update');
}

/** A stock level as the API shows it. */
export function stockItemOf(level: StockLevel): StockItem {
  return {
    string_id: level.stringId,
    name: findString(level.stringId)?.name ?? `String ${level.stringId}`,
    metres: cmToMetres(level.stockCm),
    threshold: cmToMetres(level.thresholdCm),
    status: stockStatusOf(level.stockCm, level.thresholdCm),
  };
}

/** `GET /api/stock`. */
export async function listStock(db: DbOrTx): Promise<StockItem[]> {
  return (await stockLevels(db)).map(stockItemOf);
}
