import { REMINDER_MESSAGES } from '../contracts/reminders';

/** Arabic of the restring reminders' messages (merged into MESSAGES_AR by the lead). */
export const MESSAGES_AR_REMINDERS: Record<string, string> = {
  [REMINDER_MESSAGES.withinInvalid]: 'يجب أن تكون قيمة within عدداً صحيحاً من الأيام من 0 إلى 90.',
  [REMINDER_MESSAGES.racketIdsInvalid]: 'يجب أن تحتوي racket_ids على 1 إلى 200 رقم مضرب (أعداد صحيحة موجبة).',
  [REMINDER_MESSAGES.viaInvalid]: 'يجب أن تكون via إما "email" أو "whatsapp".',
  [REMINDER_MESSAGES.tokenInvalid]: 'رابط إلغاء الاشتراك غير صالح. يرجى استخدام الرابط من آخر رسالة تذكير.',
  [REMINDER_MESSAGES.unsubscribed]: 'لن تصلك تذكيرات تغيير الأوتار بعد الآن.',
};
