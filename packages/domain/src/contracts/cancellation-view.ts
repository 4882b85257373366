import { z } from 'zod';

/**
 * Where the money of a canceled (or changed) booking stands:
 * none (nothing was paid), pending (a refund to the card is under way at the provider), refunded
 * (the provider refunded the card), failed (the provider refused or could not be reached: retry, or
 * refund in store), due-in-store (the amount is handed back at the counter), voided (a held payment
 * was released, nothing was charged), unknown (the provider's answer was lost after the refund was sent: it is
 * looked up at the provider before it is sent again or moved to the counter).
 */
export const REFUND_STATUSES = ['none', 'pending', 'refunded', 'failed', 'due-in-store', 'voided', 'unknown'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  none: 'Nothing to refund',
  pending: 'Refund under way',
  refunded: 'Refunded to card',
  failed: 'Refund failed — retry',
  'due-in-store': 'Refund due in store',
  voided: 'Held payment voided',
  unknown: 'Refund outcome unknown — check',
};

export const creditNoteSummarySchema = z.object({
  id: z.number().int(),
  credit_note_number: z.string(),
  invoice_number: z.string(),
  /** AED, VAT included. */
  amount: z.number(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

/** A booking's cancellation as the screens show it. Money in AED. */
export const cancellationViewSchema = z.object({
  reason: z.string(),
  canceled_at: z.string(),
  canceled_by: z.string().nullable(),
  free_stringing_returned: z.boolean(),
  refund_status: z.enum(REFUND_STATUSES),
  refund_amount: z.number(),
  refund_reference: z.string().nullable(),
  refund_failure: z.string().nullable(),
  credit_note: creditNoteSummarySchema.nullable(),
});
export type CancellationView = z.infer<typeof cancellationViewSchema>;
