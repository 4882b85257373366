import { eq, sql } from 'drizzle-orm';
import {
  SHOP_SETTINGS_MESSAGES,
  type ShopSettings,
  type ShopSettingsResponse,
  type ShopSettingsValues,
} from '@shop/domain/contracts/shop-settings';
import { ltr } from '@shop/domain/i18n/bidi';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { storeSettings } from '../../db/schema';
import { audit } from '../../lib/audit';

/** The env settings as shop settings: what is in use until a superadmin saves (docs/decisions/whatsapp.md). */
export function envShopSettings(config: Config): ShopSettingsValues {
  const { opens, closes } = config.jobs.hours;
  return {
    name: config.shop.name,
    channels: { received: 'first_available', ready: 'first_available', reminder: 'first_available' },
    whatsapp_templates: { ...config.whatsapp.templates },
    // The times keep their order inside Arabic text (left-to-right isolates, docs/decisions/i18n-emails.md).
    hours: { en: `Every day ${opens}–${closes}`, ar: `يومياً من ${ltr(opens)} إلى ${ltr(closes)}` },
    address: { en: config.shop.address, ar: '' },
    phone: config.shop.phone,
  };
}

/** `GET /api/admin/shop-settings`, and what the messages, the receipt and the status page read. */
export async function getShopSettings(db: DbOrTx, config: Config): Promise<ShopSettings> {
  const [row] = await db
    .select({ saved: storeSettings.shopSettings, updatedAt: storeSettings.updatedAt })
    .from(storeSettings)
    .where(eq(storeSettings.id, true));
  if (!row?.saved) return { ...envShopSettings(config), source: 'env', updated_at: null };
  return { ...settingsInUse(row.saved, config), source: 'saved', updated_at: row.updatedAt?.toISOString() ?? null };
}

/**
 * The settings in use from the saved column as read (`store_settings.shop_settings`, null until a superadmin saves):
 * for a query that reads it beside its own columns (the receipt's customer).
 */
export function settingsInUse(saved: ShopSettingsValues | null | undefined, config: Config): ShopSettingsValues {
  return saved ? { ...saved, name: shopNameOf(saved.name, config) } : envShopSettings(config);
}

/**
 * The saved shop settings as a column of another query (null until a superadmin saves): a read that needs the shop's
 * identity beside its own rows takes it in the same statement, then `settingsInUse` (the receipt's customer, the
 * invoice PDF).
 */
export const savedShopSettingsColumn = () =>
  sql<ShopSettingsValues | null>`(SELECT s.shop_settings FROM store_settings s WHERE s.id)`;

/** The shop's name: the settings' name when written, else SHOP_NAME (a query reading the name itself uses it too). */
export const shopNameOf = (saved: string | null | undefined, config: Config): string =>
  saved?.trim() || config.shop.name;

/** The shop as every document, email and message names it (loadShopIdentity). */
export type ShopIdentity = Config['shop'] & {
  /** Opening hours and the address in both languages (the Arabic empty when not written; `inLanguage` picks). */
  hours: { en: string; ar: string };
  addresses: { en: string; ar: string };
};

/**
 * The shop's identity, written once: the env's details (TRN, links, store address) with the name, address, phone
 * and opening hours of the shop settings, each the env value while the setting is empty. Tax invoices, credit notes,
 * store invoices, the cash-up, job tags, receipts, the status page and every email and WhatsApp message read it
 * (docs/decisions/whatsapp.md).
 */
export async function loadShopIdentity(db: DbOrTx, config: Config): Promise<ShopIdentity> {
  const settings = await getShopSettings(db, config);
  return identityOf(settings, config);
}

/** The identity of shop settings already read (a caller that needs the channels too reads them once). */
export function identityOf(settings: ShopSettingsValues, config: Config): ShopIdentity {
  return {
    ...config.shop,
    name: shopNameOf(settings.name, config),
    address: settings.address.en,
    phone: settings.phone,
    hours: settings.hours,
    addresses: settings.address,
  };
}

/** A line in the customer's language: the Arabic one when written, else the English one. */
export const inLanguage = (text: { en: string; ar: string }, language: 'en' | 'ar') =>
  language === 'ar' && text.ar ? text.ar : text.en;

/** `PUT /api/admin/shop-settings` (superadmin): the whole set replaces the env defaults; audited with the one before. */
export async function updateShopSettings(
  db: Db,
  config: Config,
  input: { actorId: number; values: ShopSettingsValues },
): Promise<ShopSettingsResponse> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ saved: storeSettings.shopSettings })
      .from(storeSettings)
      .where(eq(storeSettings.id, true))
      .for('update');
    await tx
      .insert(storeSettings)
      .values({ id: true, shopSettings: input.values, updatedAt: new Date(), updatedBy: input.actorId })
      .onConflictDoUpdate({
        target: storeSettings.id,
        set: { shopSettings: input.values, updatedAt: new Date(), updatedBy: input.actorId },
      });
    await audit(tx, {
      actorId: input.actorId,
      action: 'settings:shop',
      details: { before: before?.saved ?? envShopSettings(config), after: input.values },
    });
    return { message: SHOP_SETTINGS_MESSAGES.saved, settings: await getShopSettings(tx, config) };
  });
}
