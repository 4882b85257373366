import { desc, eq } from 'drizzle-orm';
import { cmToMetres, STOCK_MESSAGES, type StockChangeResponse, type StockLedger } from '@shop/domain/contracts/stock';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { staffUsers, stringStockLedger } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { checkLowStock } from './low-stock';
import { lockStrings, stockItemOf, stockLevels } from './stock-levels';

/** The newest entries the ledger view shows (a reel a week is about 200 entries a year per string). */
const LEDGER_LIMIT = 500;

/** An entry written by hand: a receipt, or an adjustment (its reason checked by the request's schema and the table). */
interface Change {
  kind: 'received' | 'adjusted';
  stringId: number;
  cm: number;
  reason: string | null;
}

/**
 * `POST /api/stock/receipts` and `/adjustments`: one ledger entry with who and when; the stock is
 * never edited. An adjustment down may cross the threshold (admins are told, once); a receipt that
 * brings the string back to its threshold arms the next warning.
 */
export async function changeStock(ctx: AppContext, input: Change & { actorId: number }): Promise<StockChangeResponse> {
  const { emailed, level } = await ctx.db.transaction(async (tx) => {
    await lockStrings(tx, [input.stringId]);
    await tx.insert(stringStockLedger).values({
      stringId: input.stringId,
      deltaCm: input.cm,
      kind: input.kind,
      reason: input.kind === 'adjusted' ? input.reason : null,
      byStaff: input.actorId,
    });
    const emailed = await checkLowStock(tx, ctx.config, [input.stringId]);
    const [level] = await stockLevels(tx, [input.stringId]);
    await audit(tx, {
      actorId: input.actorId,
      action: input.kind === 'received' ? 'stock.received' : 'stock.adjusted',
      subject: `string:${input.stringId}`,
      details: {
        deltaCm: input.cm,
        reason: input.kind === 'adjusted' ? input.reason : null,
        before: { stockCm: level!.stockCm - input.cm },
        after: { stockCm: level!.stockCm },
      },
    });
    return { emailed, level: level! };
  });
  if (emailed) ctx.kickOutbox();
  return {
    message: input.kind === 'received' ? STOCK_MESSAGES.received : STOCK_MESSAGES.adjusted,
    item: stockItemOf(level),
  };
}

/** `GET /api/stock/:string_id/ledger`: the string's stock and every entry, newest first, with who made it. */
export async function stockLedger(db: DbOrTx, stringId: number): Promise<StockLedger> {
  const [level] = await stockLevels(db, [stringId]);
  if (!level) throw notFound(STOCK_MESSAGES.stringIdInvalid);
  const rows = await db
    .select({
      entry: stringStockLedger,
      firstName: staffUsers.firstName,
      lastName: staffUsers.lastName,
    })
    .from(stringStockLedger)
    .leftJoin(staffUsers, eq(staffUsers.id, stringStockLedger.byStaff))
    .where(eq(stringStockLedger.stringId, stringId))
    .orderBy(desc(stringStockLedger.at), desc(stringStockLedger.id))
    .limit(LEDGER_LIMIT);
  return {
    item: stockItemOf(level),
    entries: rows.map(({ entry, firstName, lastName }) => ({
      id: entry.id,
      kind: entry.kind,
      metres: cmToMetres(entry.deltaCm),
      reason: entry.reason,
      job_id: entry.bookingId,
      by: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
      at: entry.at.toISOString(),
    })),
  };
}
