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

/**
 * The setting as /api/public-config answers it: from memory, never waiting for the database (the login
 * page must load while a long statement holds the embedded database). A value older than 30 seconds is
 * refreshed in the background, so another instance's change shows within that time; this instance's own
 * change shows at once. Latin digits until the first read has answered.
 */
const DIGITS_FRESH_MS = 30_000;
const digitsCache = new WeakMap<object, { value: boolean; checkedAt: number; pending: boolean }>();

export function cachedArabicDigits(db: Db): boolean {
  let entry = digitsCache.get(db);
  if (!entry) digitsCache.set(db, (entry = { value: false, checkedAt: 0, pending: false }));
  if (!entry.pending && Date.now() - entry.checkedAt > DIGITS_FRESH_MS) {
    const current = entry;
    current.pending = true;
    getDigitsSetting(db)
      .then(
        (setting) => Object.assign(current, { value: setting.arabic_digits, checkedAt: Date.now() }),
        () => undefined, // The database is down or busy: keep the last value.
      )
      .finally(() => (current.pending = false))
      .catch(() => undefined);
  }
  return entry.value;
}

/** Primes the cache (server start), so the first answer already carries the shop's choice. */
export async function loadArabicDigits(db: Db): Promise<void> {
  const setting = await getDigitsSetting(db).catch(() => null);
  if (setting) digitsCache.set(db, { value: setting.arabic_digits, checkedAt: Date.now(), pending: false });
}

/** A superadmin's choice, audited with the value before. */
export async function updateDigitsSetting(
  db: Db,
  options: { actorId: number; arabicDigits: boolean },
): Promise<DigitsSetting> {
  return db
    .transaction(async (tx) => {
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
    })
    .then((setting) => {
      digitsCache.set(db, { value: setting.arabic_digits, checkedAt: Date.now(), pending: false });
      return setting;
    });
}
