import { BOOKING_FILTER_MESSAGES } from '../contracts/booking-filters';
import { CASH_UP_MESSAGES } from '../contracts/cash-up';
import { REPORT_MAX_DAYS, REPORT_MESSAGES } from '../contracts/reports';

/** Arabic for the reports' messages (REPORT_MESSAGES), keyed by the English text; merged into MESSAGES_AR. */
export const MESSAGES_AR_REPORTS: Record<string, string> = {
  [REPORT_MESSAGES.fromInvalid]: 'يجب أن يكون from يوماً صحيحاً بصيغة YYYY-MM-DD.',
  [REPORT_MESSAGES.toInvalid]: 'يجب أن يكون to يوماً صحيحاً بصيغة YYYY-MM-DD.',
  [REPORT_MESSAGES.rangeReversed]: 'يجب أن يكون from قبل to أو في اليوم نفسه.',
  [REPORT_MESSAGES.rangeTooLong]: `يغطي التقرير ${REPORT_MAX_DAYS} يوماً على الأكثر.`,
  [REPORT_MESSAGES.storeInvalid]: 'يجب أن يكون store أحد: Jumeirah Store, Marina Store, Bluewaters Store.',
  [REPORT_MESSAGES.reportFailed]: 'تعذّر تحميل التقرير.',
  [CASH_UP_MESSAGES.dateInvalid]: 'يجب أن يكون date يوماً صحيحاً بصيغة YYYY-MM-DD.',
  [CASH_UP_MESSAGES.cashUpFailed]: 'تعذّر تحميل تسوية الصندوق.',
  [BOOKING_FILTER_MESSAGES.csvNeedsDays]: 'اختر أيام التصدير: from و to، بحد أقصى 366 يوماً.',
};
