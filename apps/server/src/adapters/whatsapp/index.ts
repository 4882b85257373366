import type { Config } from '../../config';

/** One approved template message: the recipient's number (digits, country code first), its name, language and body values. */
export interface WhatsAppTemplateMessage {
  to: string;
  template: string;
  language: 'en' | 'ar';
  parameters: readonly string[];
}

/**
 * WhatsApp refused the message for good (a 4xx answer other than a rate limit: a wrong number, a template not
 * approved, a bad token): trying again would be refused again, so the outbox fails it at once with the reason.
 * A rate limit, a 5xx or a network fault is retried.
 */
export class PermanentWhatsAppRefusal extends Error {}

/** Sends one template message and answers WhatsApp's message id (wamid...), or throws. */
export interface WhatsAppSender {
  readonly name: 'link' | 'cloud-api';
  send(message: WhatsAppTemplateMessage): Promise<{ messageId: string }>;
}

/**
 * Embedded default, without WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET: nothing is queued for
 * WhatsApp then (the job page's click-to-chat link is the way); a message left queued from when it was set up is
 * failed at once, so it falls back to email.
 */
export function createLinkOnlySender(): WhatsAppSender {
  return {
    name: 'link',
    async send() {
      throw new PermanentWhatsAppRefusal(
        'WhatsApp is not set up (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET).',
      );
    },
  };
}

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** Cloud API error codes that mean "later" (rate and pair limits, a temporary fault), not "never". */
const RETRY_CODES = new Set([4, 80007, 130429, 131000, 131016, 131056, 133004]);

/**
 * The WhatsApp Business Cloud API: POST {WHATSAPP_API_URL}/{phone-number-id}/messages with the bearer token, a
 * template message with its body parameters; the answer's messages[0].id is the id later statuses name.
 */
export function createCloudApiSender(settings: Config['whatsapp']): WhatsAppSender {
  const url = `${settings.apiUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    name: 'cloud-api',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
          },
        }),
        // Well inside the outbox's two-minute lease on the row.
        signal: AbortSignal.timeout(30_000),
      });
      const answer = (await response.json().catch(() => ({}))) as GraphError & { messages?: { id?: string }[] };
      const id = answer.messages?.[0]?.id;
      if (response.ok && id) return { messageId: id };
      const error = answer.error;
      const reason = [
        `WhatsApp answered ${response.status}`,
        error?.code !== undefined ? `(code ${error.code})` : '',
        error?.message ? `: ${error.message}` : '',
        error?.error_data?.details ? ` (${error.error_data.details})` : '',
      ].join('');
      const temporary =
        response.status === 429 || response.status >= 500 || (error?.code !== undefined && RETRY_CODES.has(error.code));
      if (!temporary && response.status >= 400) throw new PermanentWhatsAppRefusal(reason);
      throw new Error(reason);
    },
  };
}

export function createWhatsAppSender(config: Config): WhatsAppSender {
  return config.whatsapp.enabled ? createCloudApiSender(config.whatsapp) : createLinkOnlySender();
}
