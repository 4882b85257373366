import { STOCK_MESSAGES } from '../contracts/stock';

/**
 * Arabic for the string stock's messages (contracts/stock.ts), keyed by the English text; to be merged
 * into MESSAGES_AR. The out-of-stock and low-stock sentences carry a string's name and are built by
 * the server, so they are not keyed here.
 */
export const MESSAGES_AR_STOCK: Record<string, string> = {
  [STOCK_MESSAGES.stringIdInvalid]: 'يجب أن يكون string_id رقم وتر من الكتالوج.',
  [STOCK_MESSAGES.metresInvalid]: 'يجب أن تكون الأمتار رقماً بخانتين عشريتين كحد أقصى.',
  [STOCK_MESSAGES.receiptPositive]: 'يجب أن يضيف الاستلام بين 0.01 و10,000 متر.',
  [STOCK_MESSAGES.adjustmentNonZero]: 'يجب أن يغيّر التعديل المخزون بين 0.01 و10,000 متر، زيادةً أو نقصاً.',
  [STOCK_MESSAGES.reasonRequired]: 'اكتب سبب التعديل (3 أحرف على الأقل).',
  [STOCK_MESSAGES.reasonTooLong]: 'يجب ألا يتجاوز السبب 200 حرف.',
  [STOCK_MESSAGES.thresholdInvalid]: 'يجب أن يكون حد التنبيه بين 0 و1,000 متر، بخانة عشرية واحدة كحد أقصى.',
  [STOCK_MESSAGES.thresholdSaved]: 'تم حفظ حد تنبيه المخزون.',
  [STOCK_MESSAGES.received]: 'أُضيف الوتر إلى المخزون.',
  [STOCK_MESSAGES.adjusted]: 'تم تعديل المخزون.',
  [STOCK_MESSAGES.lowTitle]: 'الوتر أوشك على النفاد',
};
