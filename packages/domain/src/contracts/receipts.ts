import { z } from 'zod';

/**
 * `GET /api/jobs/:id/receipt.pdf?layout=80mm|a5` (docs/product/receipt.md): the drop-off receipt the customer takes
 * away, on an 80 mm receipt printer (the default) or an A5 sheet, in the customer's language.
 */
export const RECEIPT_LAYOUTS = ['80mm', 'a5'] as const;
export type ReceiptLayout = (typeof RECEIPT_LAYOUTS)[number];

export const RECEIPT_MESSAGES = {
  layout: 'The layout must be 80mm (a receipt printer) or a5 (an A5 sheet).',
  resent: 'The receipt is on its way to the customer again.',
  justSent: 'The receipt was sent a moment ago. Wait a minute before sending it again.',
  noChannel: 'No channel reaches this customer (no email, and WhatsApp cannot reach them). Print the receipt instead.',
} as const;

export const jobReceiptQuerySchema = z.object({
  layout: z.enum(RECEIPT_LAYOUTS, { error: RECEIPT_MESSAGES.layout }).optional().default('80mm'),
});

/** "job-1042-receipt.pdf" or "job-1042-receipt-a5.pdf". */
export const jobReceiptFileName = (jobId: number, layout: ReceiptLayout) =>
  layout === '80mm' ? `job-${jobId}-receipt.pdf` : `job-${jobId}-receipt-a5.pdf`;

/** `POST /api/jobs/:id/receipt/resend`: the receipt sent again, on the channel the customer is reached on today. */
export const receiptResendResponseSchema = z.object({
  message: z.string(),
  channel: z.enum(['email', 'whatsapp']),
  /** The address or the shown WhatsApp number it went to. */
  sent_to: z.string().nullable(),
});
export type ReceiptResendResponse = z.infer<typeof receiptResendResponseSchema>;
