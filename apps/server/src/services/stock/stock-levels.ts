import { asc, inArray } from 'drizzle-orm';
import { findString } from '@shop/domain/catalogue';
import { cmToMetres, stockStatusOf, type StockItem } from '@shop/domain/contracts/stock';
import type { DbOrTx } from '../../db/client';
import { stringStock } from '../../db/schema';

export interface StockLevel {
  stringId: number;
  stockCm: number;
  thresholdCm: number;
  lowNotified: boolean;
}

/**
 * Each stocked string's stock and threshold; `ids` narrows to those strings. The stock is the running total of the
 * string's ledger that the ledger's triggers keep on its row (migration 0058): one row read, however long the
 * ledger grows.
 */
export async function stockLevels(db: DbOrTx, ids?: readonly number[]): Promise<StockLevel[]> {
  return db
    .select({
      stringId: stringStock.stringId,
      stockCm: stringStock.stockCm,
      thresholdCm: stringStock.thresholdCm,
      lowNotified: stringStock.lowNotified,
    })
    .from(stringStock)
    .where(ids ? inArray(stringStock.stringId, [...ids]) : undefined)
    .orderBy(asc(stringStock.stringId));
}

/**
 * Locks the strings' stock rows (ascending, so two moves never wait on each other in a circle): every
 * move of a string's stock takes this lock first, so the total read after the move is exact.
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
