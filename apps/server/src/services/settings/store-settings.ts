import { eq } from 'drizzle-orm';
import type { StoreSettings } from '@shop/domain/contracts/settings';
import type { AppContext } from '../../context';
import { storeSettings } from '../../db/schema';
import { audit } from '../../lib/audit';

/**
 * Whether the store's catalogue prices include VAT: the superadmin's choice when made, else the
 * store's own tax setting (BigCommerce `tax_entered_with_prices`) when it says, else true (UAE
 * consumer prices include VAT). Asked once per refresh, edit or catalogue read.
 */
export async function getStoreSettings(ctx: AppContext): Promise<StoreSettings> {
  const [row] = await ctx.db.select().from(storeSettings).where(eq(storeSettings.id, true));
  const updated_at = row?.updatedAt ? row.updatedAt.toISOString() : null;
  if (row && row.pricesIncludeVat !== null)
    return { prices_include_vat: row.pricesIncludeVat, source: 'setting', updated_at };
  const fromStore = await ctx.store.pricesIncludeTax();
  if (fromStore !== null) return { prices_include_vat: fromStore, source: 'store', updated_at };
  return { prices_include_vat: true, source: 'default', updated_at };
}

export async function pricesIncludeVat(ctx: AppContext): Promise<boolean> {
  return (await getStoreSettings(ctx)).prices_include_vat;
}

/** A superadmin's choice, kept in the one settings row; audited with the value before. */
export async function updateStoreSettings(
  ctx: AppContext,
  options: { actorId: number; pricesIncludeVat: boolean },
): Promise<StoreSettings> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(storeSettings).where(eq(storeSettings.id, true)).for('update');
    await tx
      .update(storeSettings)
      .set({ pricesIncludeVat: options.pricesIncludeVat, updatedAt: new Date(), updatedBy: options.actorId })
      .where(eq(storeSettings.id, true));
    await audit(tx, {
      actorId: options.actorId,
      action: 'settings:store',
      details: { pricesIncludeVat: { before: before?.pricesIncludeVat ?? null, after: options.pricesIncludeVat } },
    });
  });
  return getStoreSettings(ctx);
}
