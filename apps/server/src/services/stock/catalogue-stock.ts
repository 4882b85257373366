import { GRIPS, STRINGS, type StringEntry } from '@shop/domain/catalogue';
import { STOCK_MESSAGES, stockStatusOf, stockStringId } from '@shop/domain/contracts/stock';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { stockLevels } from './stock-levels';

/** `GET /api/catalogue`: the fixed catalogue, each string's stockStatus from the stock (both service types alike). */
export async function catalogueWithStock(db: DbOrTx) {
  const status = new Map((await stockLevels(db)).map((l) => [l.stringId, stockStatusOf(l.stockCm, l.thresholdCm)]));
  const strings: StringEntry[] = STRINGS.map((s) => {
    const id = stockStringId(s.string_id);
    return { ...s, stockStatus: (id === null ? undefined : status.get(id)) ?? s.stockStatus };
  });
  return { strings, grips: GRIPS };
}

/**
 * A booking of a string that is out of stock is refused (409, with the string's name). Low stock may
 * still be booked. The check reads the stock when the booking is made; it does not reserve string.
 */
export async function refuseOutOfStock(db: DbOrTx, catalogueIds: readonly (number | null | undefined)[]) {
  const ids = [...new Set(catalogueIds.map((id) => (id ? stockStringId(id) : null)).filter((id) => id !== null))];
  if (ids.length === 0) return;
  for (const level of await stockLevels(db, ids)) {
    if (stockStatusOf(level.stockCm, level.thresholdCm) === 'Out of Stock') {
      const name = STRINGS.find((s) => s.string_id === level.stringId)?.name ?? `String ${level.stringId}`;
      throw conflict(STOCK_MESSAGES.outOfStock(name));
    }
  }
}
