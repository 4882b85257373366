import { eq } from 'drizzle-orm';
import { cmToMetres, STOCK_MESSAGES, type StockChangeResponse } from '@shop/domain/contracts/stock';
import type { Db } from '../../db/client';
import { stringStock } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { settleLowFlags } from './low-stock';
import { lockStrings, stockItemOf, stockLevels } from './stock-levels';

/**
 * `PUT /api/stock/:string_id/threshold`: the string's low-stock threshold. The status follows at once. The
 * warning flag is settled to the new threshold without a notice (docs/decisions/stock.md): a string now below
 * it counts as announced (the admin who set it sees it low) and warns again after a restock; a string now at
 * or above it warns at its next fall below.
 */
export async function updateThreshold(
  db: Db,
  input: { stringId: number; thresholdCm: number; actorId: number },
): Promise<StockChangeResponse> {
  const level = await db.transaction(async (tx) => {
    await lockStrings(tx, [input.stringId]);
    const [before] = await stockLevels(tx, [input.stringId]);
    if (!before) throw notFound(STOCK_MESSAGES.stringIdInvalid);
    await tx
      .update(stringStock)
      .set({ thresholdCm: input.thresholdCm })
      .where(eq(stringStock.stringId, input.stringId));
    await settleLowFlags(tx, [input.stringId]);
    await audit(tx, {
      actorId: input.actorId,
      action: 'stock.threshold',
      subject: `string:${input.stringId}`,
      details: { from: cmToMetres(before.thresholdCm), to: cmToMetres(input.thresholdCm) },
    });
    const [after] = await stockLevels(tx, [input.stringId]);
    return after!;
  });
  return { message: STOCK_MESSAGES.thresholdSaved, item: stockItemOf(level) };
}
