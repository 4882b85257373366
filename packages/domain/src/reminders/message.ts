import type { Language } from '../i18n/languages';
import { ltr } from '../i18n/bidi';
import { formatShopDate } from '../time';

/** What a reminder names: the customer, the racket, when it was last strung here, and the shop. */
export interface ReminderFacts {
  customerName: string;
  racket: string;
  lastStrungOn: string;
  shopName: string;
  shopPhone: string;
}

/**
 * The restring reminder (docs/product/reminders.md), in the customer's language. The same text is
 * emailed and offered as the WhatsApp click-to-chat text; the email adds the unsubscribe link.
 */
export function reminderText(language: Language, facts: ReminderFacts): string {
  const date = formatShopDate(facts.lastStrungOn);
  if (language === 'ar') {
    return [
      `مرحباً ${facts.customerName || ''}،`.replace(' ،', '،'),
      `آخر تركيب أوتار لمضربك ${ltr(facts.racket)} كان عندنا بتاريخ ${ltr(date)}.`,
      'الأوتار تفقد شدّها مع اللعب حتى لو لم تنقطع، وحان وقت تغييرها.',
      `مرّ علينا في ${facts.shopName} أو اتصل بنا على ${ltr(facts.shopPhone)} لحجز موعد.`,
      `شكراً لك، ${facts.shopName}`,
    ].join('\n');
  }
  return [
    `Hello ${facts.customerName || 'there'},`,
    `your ${facts.racket} was last strung with us on ${date}.`,
    'Strings lose tension as you play, even when they do not break: it is time for a restring.',
    `Drop it at ${facts.shopName} or call us on ${facts.shopPhone} to book.`,
    `Thank you, ${facts.shopName}`,
  ].join('\n');
}

/** The email's subject in the customer's language. */
export function reminderSubject(language: Language, shopName: string): string {
  return language === 'ar' ? `حان وقت تغيير أوتار مضربك – ${shopName}` : `Time to restring your racket – ${shopName}`;
}

/** The email's last lines: how to stop these reminders. */
export function unsubscribeLine(language: Language, url: string): string {
  return language === 'ar' ? `لإيقاف تذكيرات تغيير الأوتار: ${ltr(url)}` : `To stop restring reminders: ${url}`;
}
