import { z } from 'zod';
import { formatAed, type Fils } from '../money';
import { BOOKING_MESSAGES } from './bookings';
import { typedAedAmountSchema } from './common';

/** The in-store completion's own messages (docs/decisions/instore-amount.md). */
export const COMPLETE_INSTORE_MESSAGES = {
  amountMustEqualDue: (dueFils: Fils) => `The amount must equal the amount due: ${formatAed(dueFils)}.`,
} as const;

/** The in-store payment's messages (a deposit or the balance, docs/decisions/instore-deposits.md). */
export const INSTORE_PAYMENT_MESSAGES = {
  overBalance: (balanceFils: Fils) => `The amount is more than the balance due: ${formatAed(balanceFils)}.`,
  nothingDue: 'Nothing is left to pay on this booking.',
  canceled: 'This booking was canceled, so no payment can be taken for it.',
  awaitingOnline: 'This booking’s online payment has not arrived yet, so no payment is taken in store for it.',
  recorded: 'Payment recorded. The job stays where it is.',
} as const;

/** POST /api/bookings/{id}/complete-instore. amount in AED. */
export const completeInstoreRequestSchema = z.object({
  receipt_number: z
    .string({ error: BOOKING_MESSAGES.receiptNumberRequired })
    .trim()
    .min(1, BOOKING_MESSAGES.receiptNumberRequired)
    .max(64, 'The receipt number can be at most 64 characters.'),
  // A JSON number, or a decimal typed at the counter ("100.50").
  amount: typedAedAmountSchema(BOOKING_MESSAGES.positiveAmount),
});
export type CompleteInstoreRequest = z.input<typeof completeInstoreRequestSchema>;

/** POST /api/bookings/{id}/instore-payments: a deposit or the balance, { amount (AED), receipt_number }. */
export const instorePaymentRequestSchema = completeInstoreRequestSchema;
export type InstorePaymentRequest = z.input<typeof instorePaymentRequestSchema>;

/** Its answer (201): what is paid now, what is still due (AED), and the tax invoice of this payment. */
export const instorePaymentResponseSchema = z.object({
  message: z.string(),
  booking_id: z.number().int(),
  amount_paid: z.number(),
  balance_due: z.number(),
  invoice_number: z.string(),
});
export type InstorePaymentResponse = z.infer<typeof instorePaymentResponseSchema>;

/**
 * `POST /api/jobs/:id/collect`: the handover, with the balance due taken in the same step when there is one. Here
 * rather than in jobs.ts, which bookings.ts imports (this file reads BOOKING_MESSAGES: a cycle at load time).
 */
export const jobCollectInputSchema = z.object({ payment: instorePaymentRequestSchema.optional() });
export type JobCollectInput = z.input<typeof jobCollectInputSchema>;
