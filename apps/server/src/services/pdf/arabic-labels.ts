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
  [`VAT ${VAT_PERCENT}%`]: `ضريبة القيمة المضافة ${VAT_PERCENT}%`,
  'Total (incl. VAT)': 'الإجمالي شامل الضريبة',
  TRN: 'الرقم الضريبي',
  Tel: 'هاتف',
};

/** The Arabic for an English label, or undefined when there is none. */
export const arabicFor = (english: string): string | undefined => AR[english];

/** The footer lines in Arabic. */
export const AR_FOOTER = {
  amounts: `المبالغ بالدرهم الإماراتي AED، ضريبة القيمة المضافة ${VAT_PERCENT}%`,
  thanks: 'شكراً لتعاملكم معنا',
};
