import { eq } from 'drizzle-orm';
import type { DigitsSetting } from '@shop/domain/contracts/settings';
import type { Db, DbOrTx } from '../../db/client';
import { storeSettings } from '../../db/schema';
import { audit } from '../../lib/audit';

/** Whether Arabic screens show Arabic-Indic digits (the one settings row; Latin digits by default). */
export async function getDigitsSetting(db: DbOrTx): Promise<DigitsSetting> {
  const [row] = await db.select({ arabicDigits: storeSettings.arabicDigits }).from(storeSettings);
  return { arabic_digits: row?.arabicDigits ?? false };
}

/** A superadmin's choice, audited with the value before. */
export async function updateDigitsSetting(
  db: Db,
  options: { actorId: number; arabicDigits: boolean },
): Promise<DigitsSetting> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(storeSettings).where(eq(storeSettings.id, true)).for('update');
    await tx
      .update(storeSettings)
      .set({ arabicDigits: options.arabicDigits, updatedAt: new Date(), updatedBy: options.actorId })
      .where(eq(storeSettings.id, true));
    await audit(tx, {
      actorId: options.actorId,
      action: 'settings:digits',
      details: { arabicDigits: { before: before?.arabicDigits ?? false, after: options.arabicDigits } },
    });
    return { arabic_digits: options.arabicDigits };
  });
}
