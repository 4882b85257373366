import { z } from 'zod';

/**
 * WhatsApp messages the system sends through the WhatsApp Business Cloud API (docs/decisions/whatsapp.md):
 * received (the job is booked), ready (the job is ready for pickup) and the restring reminder.
 */
export const WHATSAPP_MESSAGE_KINDS = ['received', 'ready', 'reminder'] as const;
export type WhatsAppMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];

/** queued (in the outbox), then as WhatsApp reports it: sent, delivered, read, or failed with its reason. */
export const WHATSAPP_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

export const WHATSAPP_MESSAGES = {
  badSignature: 'This request is not signed by WhatsApp (X-Hub-Signature-256 is missing or wrong).',
  verifyRefused: 'The verify token is wrong or this is not a subscription request.',
  notJson: 'The body of this request is not JSON.',
  received: 'Received.',
} as const;

/** One WhatsApp message of a job, on the job page (GET /api/jobs/:id). */
export const whatsappMessageViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(WHATSAPP_MESSAGE_KINDS),
  status: z.enum(WHATSAPP_STATUSES),
  /** Why it failed (WhatsApp's error, or the send's), null otherwise. */
  error: z.string().nullable(),
  /** The same message went by email instead, after WhatsApp failed. */
  fell_back_to_email: z.boolean(),
  created_at: z.string(),
  /** When the latest status arrived. */
  status_at: z.string().nullable(),
});
export type WhatsAppMessageView = z.infer<typeof whatsappMessageViewSchema>;

/** `GET /api/webhooks/whatsapp`: Meta's subscription check. */
export const whatsappVerifyQuerySchema = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});

const statusSchema = z.object({
  id: z.string(),
  status: z.string(),
  timestamp: z.string().optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() }))
    .optional(),
});
const inboundSchema = z.object({
  from: z.string(),
  type: z.string().optional(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});

/** `POST /api/webhooks/whatsapp`: what the Cloud API posts (only the fields read here; the rest is kept). */
export const whatsappWebhookSchema = z.looseObject({
  object: z.string().optional(),
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              field: z.string().optional(),
              value: z.looseObject({
                statuses: z.array(z.looseObject(statusSchema.shape)).optional(),
                messages: z.array(z.looseObject(inboundSchema.shape)).optional(),
              }),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});
export type WhatsAppWebhook = z.infer<typeof whatsappWebhookSchema>;

/** The words a customer replies with to stop WhatsApp messages (English and Arabic). */
export const WHATSAPP_STOP_WORDS = ['stop', 'unsubscribe', 'توقف', 'إيقاف', 'ايقاف'] as const;

export function isStopReply(text: string): boolean {
  const word = text.trim().toLowerCase();
  return (WHATSAPP_STOP_WORDS as readonly string[]).includes(word);
}
