import { REPORT_MAX_DAYS, REPORT_MESSAGES } from '../contracts/reports';

/** Arabic for the reports' messages (REPORT_MESSAGES), keyed by the English text; merged into MESSAGES_AR. */
export const MESSAGES_AR_REPORTS: Record<string, string> = {
  [REPORT_MESSAGES.fromInvalid]: 'لازم يكون from يوم صحيح بصيغة YYYY-MM-DD.',
  [REPORT_MESSAGES.toInvalid]: 'لازم يكون to يوم صحيح بصيغة YYYY-MM-DD.',
  [REPORT_MESSAGES.rangeReversed]: 'لازم يكون from قبل to أو نفس اليوم.',
  [REPORT_MESSAGES.rangeTooLong]: `التقرير يغطي ${REPORT_MAX_DAYS} يوم بالأكثر.`,
  [REPORT_MESSAGES.storeInvalid]: 'لازم يكون store واحد من: Jumeirah Store, Marina Store, Bluewaters Store.',
  [REPORT_MESSAGES.reportFailed]: 'ما قدرنا نحمّل التقرير.',
};
