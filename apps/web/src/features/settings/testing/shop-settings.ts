import type { ShopSettings } from '@shop/domain/contracts/shop-settings';

/** The shop settings as the server answers them before a superadmin saved any (the env defaults). */
export const ENV_SHOP_SETTINGS: ShopSettings = {
  channels: { received: 'first_available', ready: 'first_available', reminder: 'first_available' },
  whatsapp_templates: { received: 'racket_received', ready: 'racket_ready', reminder: 'restring_reminder' },
  hours: { en: 'Every day 10:00–21:00', ar: 'يومياً 10:00–21:00' },
  address: { en: 'Shop 12, Jumeirah Beach Road, Dubai', ar: '' },
  phone: '+971 4 555 0123',
  name: 'Racket Lab Tennis',
  source: 'env',
  updated_at: null,
};
