import { VAT_PERCENT } from '@shop/domain/business';

/** The Arabic beside each English label of the tax invoice and credit note PDFs (English stays the key). */
const AR: Record<string, string> = {
  'Tax Invoice': 'فاتورة ضريبية',
  'Tax Credit Note': 'إشعار دائن ضريبي',
  'Invoice number': 'رقم الفاتورة',
  'Credit note number': 'رقم الإشعار الدائن',
  'Original invoice': 'الفاتورة الأصلية',
  'Date of issue': 'تاريخ الإصدار',
  'Date of supply': 'تاريخ التوريد',
  'BILL TO': 'فاتورة إلى',
  DETAILS: 'التفاصيل',
  PAYMENT: 'الدفع',
  Status: 'الحالة',
  'Customer id': 'رقم العميل',
  Booking: 'الحجز',
  'Store order': 'طلب المتجر',
  Replaces: 'بدلاً من',
  'Replaced by': 'استبدلت بـ',
  'Payment method': 'طريقة الدفع',
  'Payment reference': 'مرجع الدفع',
  'Subtotal (excl. VAT)': 'المجموع قبل الضريبة',
  // The rate is on the English label of the same row: a number inside the Arabic is read out of order (bilingual-row.ts).
  [`VAT ${VAT_PERCENT}%`]: 'ضريبة القيمة المضافة',
  'Total (incl. VAT)': 'الإجمالي شامل الضريبة',
  TRN: 'الرقم الضريبي',
  Tel: 'هاتف',
};

/** Every label with its Arabic, for the test that checks each one is words only. */
export const ARABIC_LABELS: Readonly<Record<string, string>> = AR;

/** The Arabic for an English label, or undefined when there is none. */
export const arabicFor = (english: string): string | undefined => AR[english];

/** The footer line in Arabic: words only, the English line above it gives the currency code and the rate. */
export const AR_FOOTER = {
  amounts: 'المبالغ بالدرهم الإماراتي مع احتساب ضريبة القيمة المضافة',
  thanks: 'شكراً لتعاملكم معنا',
};
