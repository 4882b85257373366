import type { TFunction } from 'i18next';
import type { SettingsOverview } from '@shop/domain/contracts/settings';

/** How each adapter reads on the settings screen. */
export function adapterLabels(
  t: TFunction,
): Record<SettingsOverview['store_adapter' | 'payments_adapter' | 'bot_check_adapter' | 'whatsapp_adapter'], string> {
  return {
    local: t('adapter.local', { ns: 'settings' }),
    bigcommerce: 'BigCommerce',
    sandbox: t('adapter.sandbox', { ns: 'settings' }),
    telr: 'Telr',
    off: t('adapter.off', { ns: 'settings' }),
    recaptcha: 'reCAPTCHA v3',
    link: t('adapter.link', { ns: 'settings' }),
    'cloud-api': 'WhatsApp Cloud API',
  };
}
