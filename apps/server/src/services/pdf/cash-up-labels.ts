/**
 * The Arabic beside each English label of the cash-up PDF (English stays the key; arabic-glossary.md's words): words
 * only, no digit, Latin letter or bracket, so it reads in order beside the figures (bilingual-row.ts).
 */
const AR: Record<string, string> = {
  'End-of-day cash-up': 'تسوية الصندوق لنهاية اليوم',
  Date: 'التاريخ',
  Store: 'الفرع',
  'All stores': 'كل الفروع',
  PAYMENTS: 'المدفوعات',
  'Online card': 'بطاقة عبر الإنترنت',
  'In store': 'في المحل',
  'Free (0 AED invoices)': 'فواتير مجانية بلا مبلغ',
  'Total payments': 'إجمالي المدفوعات',
  'REFUNDS (CREDIT NOTES)': 'المبالغ المستردة بالإشعارات الدائنة',
  'To the card': 'إلى البطاقة',
  'Total refunds': 'إجمالي المبالغ المستردة',
  'NET TAKINGS': 'صافي الإيرادات',
  Card: 'البطاقة',
  'Net takings': 'صافي الإيرادات',
  'NOT IN THE TAKINGS': 'خارج الإيرادات',
  'Voided held payments': 'مدفوعات معلّقة ملغاة',
  'Free services': 'تركيبات أوتار مجانية',
  JOBS: 'الطلبات',
  Received: 'مستلَم',
  Ready: 'جاهز للتسليم',
  Collected: 'تم التسليم',
  INVOICES: 'الفواتير',
  'CREDIT NOTES': 'الإشعارات الدائنة',
};

/** The Arabic of a cash-up label (the English itself when none is written, which a test forbids). */
export const cashUpArabic = (english: string): string => AR[english] ?? english;

/** Every label with its Arabic, for the test that checks none is missing. */
export const CASH_UP_ARABIC_LABELS: Readonly<Record<string, string>> = AR;

export const AR_CASH_UP = {
  none: 'لا شيء',
  footer: 'المبالغ بالدرهم الإماراتي شاملة الضريبة والأوقات بتوقيت دبي',
};
