import type { Language } from '@shop/domain/i18n/languages';
import { formatAed, type Fils } from '@shop/domain/money';

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

/** received: {{1}} name, {{2}} job number, {{3}} racket, {{4}} shop (the receipt adds {{5}}, the status link). */
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
