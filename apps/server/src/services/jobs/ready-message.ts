import type { Language } from '@shop/domain/i18n/languages';
import { formatAed } from '@shop/domain/money';
import { ltr } from '@shop/domain/i18n/bidi';
import type { OutgoingEmail } from '../outbox/enqueue';
import { arabicHtml } from '../outbox/arabic-email';
import { readyMessageAr, type ReadyFacts } from './ready-message-ar';

/**
 * The ready-for-pickup message (docs/product/jobs.md): the same text is emailed once and offered as
 * the WhatsApp click-to-chat text. Shop name, store, racket, strings and tensions, and the amount
 * still to pay in store when there is one.
 */
export function readyMessage(
  input: ReadyFacts & {
    /** The customer's language (customers.language); English when unknown. */
    language?: Language;
  },
): string {
  if (input.language === 'ar') return readyMessageAr(input);
  const spec = input.spec;
  const racket = spec
    ? `${spec.racket.brand} ${spec.racket.model} (${spec.racket.pattern})`.replace(/\s+/g, ' ')
    : input.racket || 'your racket';
  const lines = [
    `Hello ${input.customerName || 'there'},`,
    `your racket is ready for pickup at ${input.shopName}, ${input.store} (job ${input.jobId}).`,
    `Racket: ${racket}`,
  ];
  if (spec?.mains && spec.crosses) {
    if (spec.hybrid) {
      lines.push(`Mains: ${spec.mains.string_name} at ${spec.mains.tension_text}`);
      lines.push(`Crosses: ${spec.crosses.string_name} at ${spec.crosses.tension_text}`);
    } else {
      lines.push(
        `Strings: ${spec.mains.string_name}, mains ${spec.mains.tension_text}, crosses ${spec.crosses.tension_text}`,
      );
    }
  } else {
    lines.push(`Service: ${input.serviceName}`);
  }
  lines.push(
    input.amountDueInStoreFils > 0
      ? `Still to pay in store: ${formatAed(input.amountDueInStoreFils)}`
      : 'Nothing is left to pay.',
  );
  lines.push(`Thank you, ${input.shopName}`);
  return lines.join('\n');
}

export function readyEmail(input: {
  to: string;
  shopName: string;
  jobId: number;
  text: string;
  language?: Language;
}): OutgoingEmail {
  if (input.language === 'ar') {
    return {
      kind: 'job-ready',
      to: input.to,
      subject: `مضربك جاهز، تفضّل باستلامه (طلب رقم ${ltr(String(input.jobId))}) – ${input.shopName}`,
      text: input.text,
      html: arabicHtml(input.text),
    };
  }
  return {
    kind: 'job-ready',
    to: input.to,
    subject: `Your racket is ready for pickup (job ${input.jobId}) – ${input.shopName}`,
    text: input.text,
  };
}

/** https://wa.me/<digits>?text=<message>, or null without a phone WhatsApp can reach. */
export function whatsappReadyUrl(link: string | null, text: string): string | null {
  return link ? `${link}?text=${encodeURIComponent(text)}` : null;
}
