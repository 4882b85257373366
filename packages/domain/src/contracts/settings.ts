import { z } from 'zod';

/** The settings screen: which outside services are in use, the store connection, and store pricing. */
export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load the settings.',
  checkFailed: 'Failed to check the store connection.',
  saveFailed: 'Failed to save the setting.',
  saved: 'Setting saved.',
  pricesIncludeVatRequired: 'Say whether catalogue prices include VAT: true or false.',
  unknownField: 'Only prices_include_vat can be changed here.',
  arabicDigitsRequired: 'Say whether Arabic screens show Arabic-Indic digits: true or false.',
  localStore: 'The built-in local store is in use (STORE_PROVIDER=local): there is nothing to connect to.',
} as const;

export const STORE_ADAPTERS = ['local', 'bigcommerce'] as const;
export const PAYMENT_ADAPTERS = ['sandbox', 'telr'] as const;
export const BOT_CHECK_ADAPTERS = ['off', 'recaptcha'] as const;

/** Which adapter each outside service uses (names only; secrets never leave the server). */
export const settingsOverviewSchema = z.object({
  store_adapter: z.enum(STORE_ADAPTERS),
  payments_adapter: z.enum(PAYMENT_ADAPTERS),
  bot_check_adapter: z.enum(BOT_CHECK_ADAPTERS),
  /** A configuration problem the bot check met (a wrong reCAPTCHA secret), in words; null when none. */
  bot_check_warning: z.string().nullable(),
  /** What the payment provider says of its keys (Telr's Remote and Service API keys), in words; null when none. */
  payments_warning: z.string().nullable().optional(),
  /** WhatsApp: sent by the system through the Cloud API, or the click-to-chat link only (docs/decisions/whatsapp.md). */
  whatsapp_adapter: z.enum(['link', 'cloud-api']),
  /** The approved templates' names in use: the shop settings (GET /api/admin/shop-settings), else WHATSAPP_TEMPLATE_*. */
  whatsapp_templates: z.object({ received: z.string(), ready: z.string(), reminder: z.string() }),
});
export type SettingsOverview = z.infer<typeof settingsOverviewSchema>;

/** A live check of the store connection, in words: wrong store hash, refused token, unreachable, or fine. */
export const storeCheckSchema = z.object({
  ok: z.boolean(),
  adapter: z.enum(STORE_ADAPTERS),
  storeName: z.string().optional(),
  message: z.string(),
});
export type StoreCheck = z.infer<typeof storeCheckSchema>;

/**
 * Where the prices-include-VAT value comes from: chosen on the settings screen, the store's own tax
 * setting (BigCommerce `tax_entered_with_prices`), or the default (true) when neither says.
 */
export const PRICES_INCLUDE_VAT_SOURCES = ['setting', 'store', 'default'] as const;

export const storeSettingsSchema = z.object({
  prices_include_vat: z.boolean(),
  source: z.enum(PRICES_INCLUDE_VAT_SOURCES),
  updated_at: z.string().nullable(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const updateStoreSettingsSchema = z.strictObject(
  {
    prices_include_vat: z.boolean({ error: SETTINGS_MESSAGES.pricesIncludeVatRequired }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? SETTINGS_MESSAGES.unknownField : SETTINGS_MESSAGES.pricesIncludeVatRequired,
  },
);
export type UpdateStoreSettings = z.infer<typeof updateStoreSettingsSchema>;

/** GET/PUT /api/admin/settings/digits: whether Arabic screens show Arabic-Indic digits (٠١٢…) instead of Latin ones. */
export const digitsSettingSchema = z.object({ arabic_digits: z.boolean() });
export type DigitsSetting = z.infer<typeof digitsSettingSchema>;

export const updateDigitsSettingSchema = z.strictObject(
  { arabic_digits: z.boolean({ error: SETTINGS_MESSAGES.arabicDigitsRequired }) },
  { error: () => SETTINGS_MESSAGES.arabicDigitsRequired },
);
