import type { OutgoingEmail } from '../outbox/enqueue';

/** The invitation to the shop's online store. */
export function inviteEmail(input: { to: string; shopName: string; storeUrl: string }): OutgoingEmail {
  const text = [
    'Hello,',
    '',
    `You are invited to shop with ${input.shopName} online: rackets, strings, grips and our stringing service, all in one place.`,
    '',
    `Visit our online store: ${input.storeUrl}`,
    '',
    'We look forward to seeing you.',
    '',
    `${input.shopName}`,
  ].join('\n');
  return { kind: 'invite', to: input.to, subject: `You're invited to the ${input.shopName} online store`, text };
}
