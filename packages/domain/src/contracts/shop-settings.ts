import { z } from 'zod';

/**
 * The superadmin's message settings (issue 33 item 5; docs/decisions/whatsapp.md): which channel sends each message,
 * the approved WhatsApp templates' names, and the shop's opening hours, address and phone in English and Arabic, as
 * the status page and the receipt show them. Stored in the database; the env settings are the defaults.
 */
export const SHOP_SETTINGS_MESSAGES = {
  saved: 'Shop settings saved.',
  loadFailed: 'Failed to load the shop settings.',
  saveFailed: 'Failed to save the shop settings.',
  channelInvalid: 'A channel must be first_available, email or whatsapp.',
  templateInvalid: 'A template name is 1 to 512 lower-case letters, digits and underscores.',
  textTooLong: 'Keep the shop details under 500 characters each.',
  addressRequired: 'Please enter the shop address in English.',
  hoursRequired: 'Please enter the opening hours in English.',
  phoneRequired: 'Please enter the shop phone.',
  invalid: 'Send channels, whatsapp_templates, hours, address and phone.',
} as const;

/** The messages the shop sends a customer by itself. */
export const MESSAGE_KINDS = ['received', 'ready', 'reminder'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * How a message picks its channel: `first_available` follows the customer's preferred channel, else the message's
 * own order (received: email first; ready: WhatsApp first; reminder: email first), and the other one when the first
 * cannot reach them; `email` or `whatsapp` only that channel (nothing when it cannot reach the customer).
 */
export const CHANNEL_RULES = ['first_available', 'email', 'whatsapp'] as const;
export type ChannelRule = (typeof CHANNEL_RULES)[number];

const rule = z.enum(CHANNEL_RULES, { error: SHOP_SETTINGS_MESSAGES.channelInvalid });
const template = z
  .string({ error: SHOP_SETTINGS_MESSAGES.templateInvalid })
  .trim()
  .regex(/^[a-z0-9_]{1,512}$/, SHOP_SETTINGS_MESSAGES.templateInvalid);
const text = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(500, SHOP_SETTINGS_MESSAGES.textTooLong);
/** The Arabic line may be left empty: the English one is shown instead. */
const arabic = z
  .string({ error: SHOP_SETTINGS_MESSAGES.textTooLong })
  .trim()
  .max(500, SHOP_SETTINGS_MESSAGES.textTooLong);
const bilingual = (required: string) => z.strictObject({ en: text(required), ar: arabic });

export const shopSettingsValuesSchema = z.strictObject(
  {
    /** The shop's name on the invoices, credit notes, receipts, status page and emails; empty: the env's SHOP_NAME. */
    name: z
      .string({ error: SHOP_SETTINGS_MESSAGES.textTooLong })
      .trim()
      .max(200, SHOP_SETTINGS_MESSAGES.textTooLong)
      .optional()
      .default(''),
    channels: z.strictObject({ received: rule, ready: rule, reminder: rule }),
    whatsapp_templates: z.strictObject({ received: template, ready: template, reminder: template }),
    /** Free text, one line per day or group of days ("Sat–Thu 10:00–21:00"). */
    hours: bilingual(SHOP_SETTINGS_MESSAGES.hoursRequired),
    address: bilingual(SHOP_SETTINGS_MESSAGES.addressRequired),
    phone: text(SHOP_SETTINGS_MESSAGES.phoneRequired).pipe(z.string().max(40, SHOP_SETTINGS_MESSAGES.textTooLong)),
  },
  { error: () => SHOP_SETTINGS_MESSAGES.invalid },
);
export type ShopSettingsValues = z.infer<typeof shopSettingsValuesSchema>;

/** PUT /api/admin/shop-settings (superadmin). */
export const updateShopSettingsSchema = shopSettingsValuesSchema;
export type UpdateShopSettings = z.input<typeof updateShopSettingsSchema>;

/** GET /api/admin/shop-settings: the values in use; `source` says whether they were saved or are the env defaults. */
export const shopSettingsSchema = shopSettingsValuesSchema.extend({
  source: z.enum(['saved', 'env']),
  updated_at: z.string().nullable(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const shopSettingsResponseSchema = z.object({ message: z.string(), settings: shopSettingsSchema });
export type ShopSettingsResponse = z.infer<typeof shopSettingsResponseSchema>;
