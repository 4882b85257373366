import type { Language } from '@shop/domain/i18n/languages';
import { ltr } from '@shop/domain/i18n/bidi';
import { arabicHtml } from '../outbox/arabic-email';
import type { OutgoingEmail } from '../outbox/enqueue';

/** The invitation to the shop's online store, in the invited customer's language (English when unknown). */
export function inviteEmail(input: {
  to: string;
  shopName: string;
  storeUrl: string;
  language?: Language;
}): OutgoingEmail {
  if (input.language === 'ar') {
    const text = [
      'مرحباً،',
      '',
      `يسعدنا أن ندعوك للتسوّق من ${input.shopName} عبر الإنترنت: مضارب وأوتار وقبضات وخدمة تركيب الأوتار، كلها في مكان واحد.`,
      '',
      `زر متجرنا الإلكتروني: ${ltr(input.storeUrl)}`,
      '',
      'بانتظار زيارتك.',
      '',
      input.shopName,
    ].join('\n');
    const subject = `دعوة للتسوّق من متجر ${input.shopName} الإلكتروني`;
    return { kind: 'invite', to: input.to, subject, text, html: arabicHtml(text) };
  }
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
