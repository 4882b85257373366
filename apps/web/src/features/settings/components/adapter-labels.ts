import type { SettingsOverview } from '@shop/domain/contracts/settings';

/** How each adapter reads on the settings screen. */
export const ADAPTER_LABELS: Record<
  SettingsOverview['store_adapter' | 'payments_adapter' | 'bot_check_adapter'],
  string
> = {
  local: 'Local store (built in)',
  bigcommerce: 'BigCommerce',
  sandbox: 'Sandbox (no real money)',
  telr: 'Telr',
  off: 'Off (every request accepted)',
  recaptcha: 'reCAPTCHA v3',
};
