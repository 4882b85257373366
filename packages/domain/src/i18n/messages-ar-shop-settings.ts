import { CUSTOMER_CHANNEL_MESSAGES } from '../contracts/customer-channel';
import { SHOP_SETTINGS_MESSAGES } from '../contracts/shop-settings';

/** Arabic of the shop's message settings and the customer's preferred channel. */
export const MESSAGES_AR_SHOP_SETTINGS: Record<string, string> = {
  [SHOP_SETTINGS_MESSAGES.saved]: 'حُفظت إعدادات المتجر.',
  [SHOP_SETTINGS_MESSAGES.loadFailed]: 'تعذّر تحميل إعدادات المتجر.',
  [SHOP_SETTINGS_MESSAGES.saveFailed]: 'تعذّر حفظ إعدادات المتجر.',
  [SHOP_SETTINGS_MESSAGES.channelInvalid]: 'القناة يجب أن تكون first_available أو email أو whatsapp.',
  [SHOP_SETTINGS_MESSAGES.templateInvalid]: 'اسم القالب من 1 إلى 512 حرفاً لاتينياً صغيراً أو رقماً أو شرطة سفلية.',
  [SHOP_SETTINGS_MESSAGES.textTooLong]: 'يجب ألا يتجاوز كل حقل من بيانات المتجر 500 حرف.',
  [SHOP_SETTINGS_MESSAGES.addressRequired]: 'يرجى إدخال عنوان المتجر بالإنجليزية.',
  [SHOP_SETTINGS_MESSAGES.hoursRequired]: 'يرجى إدخال ساعات العمل بالإنجليزية.',
  [SHOP_SETTINGS_MESSAGES.phoneRequired]: 'يرجى إدخال هاتف المتجر.',
  [SHOP_SETTINGS_MESSAGES.invalid]: 'أرسل channels و whatsapp_templates و hours و address و phone.',
  [CUSTOMER_CHANNEL_MESSAGES.invalid]: 'القناة المفضلة يجب أن تكون email أو whatsapp أو null (افتراضي المتجر).',
  [CUSTOMER_CHANNEL_MESSAGES.saved]: 'حُفظت القناة المفضلة.',
};
