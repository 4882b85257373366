import type { OutgoingEmail } from '../outbox/enqueue';

/** The email that carries a staff response to the customer. */
export function ticketResponseEmail(input: {
  shopName: string;
  to: string;
  customerName: string;
  ticketId: number;
  subject: string;
  response: string;
}): OutgoingEmail {
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
