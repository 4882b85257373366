import { STOCK_MESSAGES } from '../contracts/stock';

/**
 * Arabic for the string stock's messages (contracts/stock.ts), keyed by the English text; to be merged
 * into MESSAGES_AR. The out-of-stock and low-stock sentences carry a string's name and are built by
 * the server, so they are not keyed here.
 */
export const MESSAGES_AR_STOCK: Record<string, string> = {
  [STOCK_MESSAGES.stringIdInvalid]: 'string_id لازم يكون رقم وتر من الكتالوج.',
  [STOCK_MESSAGES.metresInvalid]: 'الأمتار لازم تكون رقم بخانتين عشريتين كحد أقصى.',
  [STOCK_MESSAGES.receiptPositive]: 'الاستلام لازم يضيف بين 0.01 و 10,000 متر.',
  [STOCK_MESSAGES.adjustmentNonZero]: 'التعديل لازم يغيّر المخزون بين 0.01 و 10,000 متر، زيادة أو نقص.',
  [STOCK_MESSAGES.reasonRequired]: 'اكتب سبب التعديل (3 أحرف على الأقل).',
  [STOCK_MESSAGES.reasonTooLong]: 'السبب لازم يكون 200 حرف كحد أقصى.',
  [STOCK_MESSAGES.thresholdInvalid]: 'حد التنبيه لازم يكون بين 0 و 1,000 متر، بخانة عشرية وحدة كحد أقصى.',
  [STOCK_MESSAGES.thresholdSaved]: 'تم حفظ حد تنبيه المخزون.',
  [STOCK_MESSAGES.received]: 'انضاف الوتر للمخزون.',
  [STOCK_MESSAGES.adjusted]: 'تم تعديل المخزون.',
  [STOCK_MESSAGES.lowTitle]: 'الوتر قرب يخلص',
};
