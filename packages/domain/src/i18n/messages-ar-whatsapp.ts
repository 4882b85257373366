import { WHATSAPP_MESSAGES } from '../contracts/whatsapp';

/** Arabic of the WhatsApp webhook's messages. */
export const MESSAGES_AR_WHATSAPP: Record<string, string> = {
  [WHATSAPP_MESSAGES.badSignature]: 'هذا الطلب غير موقّع من واتساب (X-Hub-Signature-256 مفقود أو غير صحيح).',
  [WHATSAPP_MESSAGES.verifyRefused]: 'رمز التحقق غير صحيح أو هذا ليس طلب اشتراك.',
  [WHATSAPP_MESSAGES.notJson]: 'محتوى هذا الطلب ليس بصيغة JSON.',
  [WHATSAPP_MESSAGES.received]: 'وصل الطلب.',
};
