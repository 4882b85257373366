import type { Language } from '@shop/domain/i18n/languages';
import { ltr } from '@shop/domain/i18n/bidi';
import { arabicHtml } from '../outbox/arabic-email';
import type { OutgoingEmail } from '../outbox/enqueue';

interface TicketResponseFacts {
  shopName: string;
  to: string;
  customerName: string;
  ticketId: number;
  subject: string;
  response: string;
  /** The customer's language (customers.language); English when unknown. */
  language?: Language;
}

/** The Arabic email: right-to-left HTML plus the same plain text; the ticket number stays left to right. */
function ticketResponseEmailAr(input: TicketResponseFacts): OutgoingEmail {
  const ticket = ltr(`#${input.ticketId}`);
  const text = [
    input.customerName ? `مرحباً ${input.customerName}،` : 'مرحباً،',
    '',
    `شكراً لتواصلك مع ${input.shopName}. إليك ردّنا على تذكرة الدعم رقم ${ticket} «${input.subject}»:`,
    '',
    input.response,
    '',
    'إذا احتجت أي شيء آخر، يكفي أن ترد على هذه الرسالة أو تفتح تذكرة جديدة على موقعنا.',
    '',
    'مع أطيب التحيات،',
    `فريق الدعم في ${input.shopName}`,
  ].join('\n');
  return {
    kind: 'ticket-response',
    to: input.to,
    subject: `رد: ${input.subject} [تذكرة رقم ${ticket}]`,
    text,
    html: arabicHtml(text),
  };
}

/** The email that carries a staff response to the customer, in the customer's language. */
export function ticketResponseEmail(input: TicketResponseFacts): OutgoingEmail {
  if (input.language === 'ar') return ticketResponseEmailAr(input);
  const greeting = input.customerName ? `Dear ${input.customerName},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Thank you for contacting ${input.shopName}. Here is our response to your support ticket #${input.ticketId} "${input.subject}":`,
    '',
    input.response,
    '',
    'If you need anything else, simply reply to this email or raise a new ticket on our website.',
    '',
    'Kind regards,',
    `${input.shopName} support team`,
  ].join('\n');
  return { kind: 'ticket-response', to: input.to, subject: `Re: ${input.subject} [Ticket #${input.ticketId}]`, text };
}
