import type { SettingsOverview, StoreCheck } from '@shop/domain/contracts/settings';
import type { AppContext } from '../../context';
import { checkPaymentKeys } from '../payments/check-payment-keys';
import { getShopSettings } from './shop-settings';

/**
 * The adapters in use, by name only (no keys, tokens or secrets), and what the payment provider says of its keys
 * (asked live: Telr's Remote and Service API keys).
 */
export async function settingsOverview(ctx: AppContext): Promise<SettingsOverview> {
  const keys = await checkPaymentKeys(ctx);
  return {
    store_adapter: ctx.store.name,
    payments_adapter: ctx.payments.name,
    bot_check_adapter: ctx.botCheck.name,
    bot_check_warning: ctx.botCheck.configurationProblem(),
    payments_warning: keys.problems.length > 0 ? keys.problems.join(' ') : null,
    whatsapp_adapter: ctx.whatsapp.name,
    // The names in use: the superadmin's shop settings, else WHATSAPP_TEMPLATE_*.
    whatsapp_templates: (await getShopSettings(ctx.db, ctx.config)).whatsapp_templates,
  };
}

/** A live check of the store connection, answered in words (never an error: the screen shows it). */
export async function checkStoreConnection(ctx: AppContext): Promise<StoreCheck> {
  const result = await ctx.store.checkStore();
  return { adapter: ctx.store.name, ...result };
}
