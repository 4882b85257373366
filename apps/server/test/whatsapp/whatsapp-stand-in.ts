import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { whatsappSignature } from '../../src/services/whatsapp/verify-signature';

/** A template send as the stand-in received it (the Cloud API's request body). */
export interface StandInSend {
  to: string;
  template: string;
  language: string;
  parameters: string[];
  messageId: string;
}

/** What the next sends meet instead of acceptance: the Cloud API's HTTP status and error object. */
export interface StandInRefusal {
  status: number;
  code: number;
  message: string;
  details?: string;
}

export const WHATSAPP_CREDENTIALS = {
  token: 'test-whatsapp-token',
  phoneNumberId: '109876543210',
  appSecret: 'test-app-secret-for-signatures',
  verifyToken: 'test-verify-token',
};

/**
 * A loopback stand-in of the WhatsApp Business Cloud API: POST /v21.0/{phone-number-id}/messages with the bearer
 * token and a template message answers { messaging_product, contacts, messages: [{ id }] } as Meta does, or the
 * error object of a refusal (`refuse`); `postStatus` / `postReply` post webhooks signed with the app secret
 * (X-Hub-Signature-256) to the product, as Meta does.
 */
export async function startWhatsAppStandIn(credentials = WHATSAPP_CREDENTIALS) {
  const sends: StandInSend[] = [];
  const refusals: StandInRefusal[] = [];
  let sequence = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const graphError = (status: number, code: number, message: string, details?: string) =>
        answer(status, {
          error: {
            message,
            type: 'OAuthException',
            code,
            ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
            fbtrace_id: 'AbCdEf',
          },
        });
      if (req.method !== 'POST' || req.url !== `/v21.0/${credentials.phoneNumberId}/messages`)
        return graphError(404, 100, 'Unknown path components');
      if (req.headers.authorization !== `Bearer ${credentials.token}`)
        return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
      let body: {
        messaging_product?: string;
        to?: string;
        type?: string;
        template?: {
          name?: string;
          language?: { code?: string };
          components?: { type: string; parameters: { type: string; text: string }[] }[];
        };
      };
      try {
        body = JSON.parse(raw);
      } catch {
        return graphError(400, 100, 'Invalid parameter');
      }
      if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !body.to || !body.template?.name)
        return graphError(400, 100, 'Invalid parameter');
      const refusal = refusals.shift();
      if (refusal) return graphError(refusal.status, refusal.code, refusal.message, refusal.details);
      sequence += 1;
      const messageId = `wamid.STANDIN${String(sequence).padStart(6, '0')}`;
      const bodyComponent = body.template.components?.find((c) => c.type === 'body');
      sends.push({
        to: body.to,
        template: body.template.name,
        language: body.template.language?.code ?? '',
        parameters: bodyComponent?.parameters.map((p) => p.text) ?? [],
        messageId,
      });
      answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: messageId, message_status: 'accepted' }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Posts a webhook body to the product, signed as Meta signs it (or with `signature` when given). */
  const post = (target: string, payload: unknown, signature?: string) => {
    const raw = JSON.stringify(payload);
    return fetch(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signature ?? whatsappSignature(raw, credentials.appSecret),
      },
      body: raw,
    });
  };
  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: credentials.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });

  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    sends,
    /** The next sends are refused with these answers, in order. */
    refuse: (...next: StandInRefusal[]) => refusals.push(...next),
    /** The status webhook of a message: sent, delivered, read, or failed with an error. */
    statusBody: (messageId: string, to: string, status: string, errors?: { code: number; title: string }[]) =>
      envelope({
        statuses: [
          {
            id: messageId,
            status,
            timestamp: String(Math.floor(Date.now() / 1000)),
            recipient_id: to,
            ...(errors ? { errors } : {}),
          },
        ],
      }),
    /** A text message a customer sent to the shop's number. */
    replyBody: (from: string, text: string) =>
      envelope({
        contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
        messages: [{ from, id: 'wamid.IN1', timestamp: '1700000000', type: 'text', text: { body: text } }],
      }),
    post,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WhatsAppStandIn = Awaited<ReturnType<typeof startWhatsAppStandIn>>;

/** The environment of a product that sends WhatsApp through the stand-in. */
export const whatsappEnv = (standIn: WhatsAppStandIn, credentials = WHATSAPP_CREDENTIALS) => ({
  WHATSAPP_TOKEN: credentials.token,
  WHATSAPP_PHONE_NUMBER_ID: credentials.phoneNumberId,
  WHATSAPP_APP_SECRET: credentials.appSecret,
  WHATSAPP_VERIFY_TOKEN: credentials.verifyToken,
  WHATSAPP_API_URL: standIn.url,
});
