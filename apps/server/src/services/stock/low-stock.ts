import { and, eq, inArray } from 'drizzle-orm';
import { findString } from '@shop/domain/catalogue';
import { cmToMetres, STOCK_MESSAGES } from '@shop/domain/contracts/stock';
import type { Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import { staffUsers, stringStock } from '../../db/schema';
import { createNotification } from '../notifications/create-notification';
import { enqueueEmail } from '../outbox/enqueue';
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
    emailed = (await emailAdmins(tx, config, { subject: `${STOCK_MESSAGES.lowTitle}: ${name}`, message })) || emailed;
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

async function emailAdmins(tx: Tx, config: Config, input: { subject: string; message: string }): Promise<boolean> {
  const admins = await tx
    .select({ email: staffUsers.email, firstName: staffUsers.firstName })
    .from(staffUsers)
    .where(and(eq(staffUsers.requestStatus, 'approved'), inArray(staffUsers.role, ['admin', 'superadmin'])));
  for (const admin of admins) {
    await enqueueEmail(tx, {
      kind: 'stock_low',
      to: admin.email,
      subject: input.subject,
      text: `Hello ${admin.firstName},\n\n${input.message}\n\nThe stock: ${config.publicUrl}/dashboard/stock\n\n${config.shop.name}`,
    });
  }
  return admins.length > 0;
}
