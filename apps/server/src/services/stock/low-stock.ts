import { and, eq } from 'drizzle-orm';
import { findString } from '@shop/domain/catalogue';
import { cmToMetres, STOCK_MESSAGES } from '@shop/domain/contracts/stock';
import type { Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import { stringStock } from '../../db/schema';
import { createNotification } from '../notifications/create-notification';
import { emailAdmins } from '../notifications/email-admins';
import { stockLevels, type StockLevel } from './stock-levels';

/**
 * After a move of the strings' stock (their rows locked by this transaction): a string that is now below
 * its threshold and was not below it before tells the admins once (one notification, one email each
 * through the outbox); a string back at or above its threshold is armed again. The flag is set by a
 * conditional update, so however many jobs start at once, one transaction wins the crossing.
 * Answers whether an email was queued (kick the outbox after the commit).
 */
export async function checkLowStock(tx: Tx, config: Config, ids: readonly number[]): Promise<boolean> {
  let emailed = false;
  for (const level of await settleLowFlags(tx, ids)) {
    const name = findString(level.stringId)?.name ?? `String ${level.stringId}`;
    const message = STOCK_MESSAGES.lowMessage(name, cmToMetres(level.stockCm).toFixed(2));
    await createNotification(tx, { kind: 'stock_low', title: STOCK_MESSAGES.lowTitle, message });
    const subject = `${STOCK_MESSAGES.lowTitle}: ${name}`;
    const link: [string, string] = ['The stock', '/dashboard/stock'];
    emailed = (await emailAdmins(tx, config, { kind: 'stock_low', subject, message, link })) || emailed;
  }
  return emailed;
}

/**
 * Sets each string's low_notified flag to "below its threshold now" with a conditional update; answers
 * the strings whose flag this transaction turned on (the crossings to announce).
 */
export async function settleLowFlags(tx: DbOrTx, ids: readonly number[]): Promise<StockLevel[]> {
  const crossed: StockLevel[] = [];
  for (const level of await stockLevels(tx, ids)) {
    const below = level.stockCm < level.thresholdCm;
    const [changed] = await tx
      .update(stringStock)
      .set({ lowNotified: below })
      .where(and(eq(stringStock.stringId, level.stringId), eq(stringStock.lowNotified, !below)))
      .returning({ id: stringStock.stringId });
    if (changed && below) crossed.push(level);
  }
  return crossed;
}
