import type { Language } from '@shop/domain/i18n/languages';
import { ltr } from '@shop/domain/i18n/bidi';
import { formatAed, type Fils } from '@shop/domain/money';
import type { FallbackEmail } from '../../db/schema';
import { arabicHtml } from '../outbox/arabic-email';

/**
 * The body values of the approved templates, in order ({{1}}, {{2}}...; docs/decisions/whatsapp.md lists each
 * template's text). WhatsApp refuses an empty value, so a missing name is "there" / "عميلنا".
 */
const nameOr = (name: string, language: Language) => name.trim() || (language === 'ar' ? 'عميلنا' : 'there');

export interface JobFacts {
  customerName: string;
  jobId: number;
  racket: string;
  shopName: string;
  store: string;
}

/** received: {{1}} name, {{2}} job number, {{3}} racket, {{4}} shop. */
export function receivedValues(language: Language, facts: JobFacts): string[] {
  const racket = facts.racket.trim() || (language === 'ar' ? 'مضربك' : 'your racket');
  return [nameOr(facts.customerName, language), String(facts.jobId), racket, `${facts.shopName}, ${facts.store}`];
}

/** ready: {{1}} name, {{2}} job number, {{3}} shop and store, {{4}} still to pay in store ("0.00 AED" when nothing). */
export function readyValues(language: Language, facts: JobFacts & { dueInStoreFils: Fils }): string[] {
  return [
    nameOr(facts.customerName, language),
    String(facts.jobId),
    `${facts.shopName}, ${facts.store}`,
    formatAed(facts.dueInStoreFils),
  ];
}

/** reminder: {{1}} name, {{2}} racket, {{3}} last strung on, {{4}} shop, {{5}} shop phone. */
export function reminderValues(
  language: Language,
  facts: { customerName: string; racket: string; lastStrungOn: string; shopName: string; shopPhone: string },
): string[] {
  return [nameOr(facts.customerName, language), facts.racket, facts.lastStrungOn, facts.shopName, facts.shopPhone];
}

/** The received message by email: what a failed WhatsApp "received" falls back to. */
export function receivedEmail(to: string, language: Language, facts: JobFacts): FallbackEmail {
  const [name, job, racket, shop] = receivedValues(language, facts);
  if (language === 'ar') {
    const text = [
      `مرحباً ${name}،`,
      `استلمنا ${ltr(racket!)} في ${shop} (طلب رقم ${ltr(job!)}).`,
      'سنخبرك حين يصبح جاهزاً للاستلام.',
      `شكراً لك، ${facts.shopName}`,
    ].join('\n');
    return {
      kind: 'job-received',
      to,
      subject: `استلمنا مضربك (طلب رقم ${ltr(job!)}) – ${facts.shopName}`,
      text,
      html: arabicHtml(text),
    };
  }
  return {
    kind: 'job-received',
    to,
    subject: `We have your racket (job ${job}) – ${facts.shopName}`,
    text: [
      `Hello ${name},`,
      `we have received ${racket} at ${shop} (job ${job}).`,
      'We will let you know when it is ready for pickup.',
      `Thank you, ${facts.shopName}`,
    ].join('\n'),
  };
}
