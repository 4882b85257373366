import { z } from 'zod';
import { formatAed, type Fils } from '../money';
import { bookingListItemSchema } from './bookings';
import { cancellationViewSchema } from './cancellation-view';

export * from './cancellation-view';

/** Cancel, change and refund a booking (docs/decisions/cancellation.md). */
export const CANCELLATION_MESSAGES = {
  reasonRequired: 'Please give a reason for the cancellation (3 to 500 characters).',
  invalidRefundTo: 'refund_to must be card or in-store.',
  alreadyCanceled: 'This booking is already canceled.',
  completed: 'This booking is completed and can no longer be canceled.',
  awaitingPayment:
    'This booking is still waiting for its online payment. Cancel it once the payment is paid, declined or expired.',
  canceled: 'Booking canceled.',
  refundNotRetriable: 'This booking has no failed refund to retry.',
  refundUnderWay: 'A refund of this booking is under way right now. Reload in a moment.',
  refundRetried: 'The refund was sent again.',
  refundMovedInStore: 'The refund is now due in store.',
  cancelFailed: 'The booking could not be canceled.',
  creditNoteNotFound: 'Credit note not found.',
  // The dialog
  cancelAction: 'Cancel booking',
  confirmTitle: 'Cancel this booking?',
  reasonLabel: 'Reason',
  confirmButton: 'Cancel booking',
  keepButton: 'Keep booking',
  refundInStoreLabel: 'Refund in store instead of to the card',
  retryAction: 'Retry refund',
  creditNoteDownload: 'Download credit note',
} as const;

/** What the cancel dialog tells before anything is done: where the money goes. */
export function cancellationOutcomeText(input: {
  refundFils: Fils;
  toCard: boolean;
  freeStringing: boolean;
  held: boolean;
}): string[] {
  const lines: string[] = [];
  if (input.held)
    lines.push(
      'The held payment is voided at the payment provider: every booking of its checkout is canceled and nothing is charged.',
    );
  else if (input.refundFils > 0)
    lines.push(
      input.toCard
        ? `Refund ${formatAed(input.refundFils)} to the card.`
        : `Refund ${formatAed(input.refundFils)} due in store.`,
    );
  else lines.push('Nothing was paid, so nothing is refunded.');
  if (input.freeStringing) lines.push('The free stringing is returned to the racket.');
  return lines;
}

const reasonSchema = z
  .string({ error: CANCELLATION_MESSAGES.reasonRequired })
  .trim()
  .min(3, CANCELLATION_MESSAGES.reasonRequired)
  .max(500, CANCELLATION_MESSAGES.reasonRequired);

export const REFUND_TARGETS = ['card', 'in-store'] as const;
export type RefundTarget = (typeof REFUND_TARGETS)[number];
const refundToSchema = z.enum(REFUND_TARGETS, { error: CANCELLATION_MESSAGES.invalidRefundTo }).optional();

/** POST /api/bookings/{id}/cancel. refund_to: an online payment goes back to the card (default) or is handed back in store. */
export const cancelBookingRequestSchema = z.object({ reason: reasonSchema, refund_to: refundToSchema });
export type CancelBookingRequest = z.input<typeof cancelBookingRequestSchema>;

/** POST /api/bookings/{id}/refund/retry: a failed refund is sent to the card again, or moved to the counter. */
export const retryRefundRequestSchema = z.object({ refund_to: refundToSchema }).optional().default({});

export const cancelBookingResponseSchema = z.object({
  message: z.string(),
  data: z.object({ booking: bookingListItemSchema, cancellation: cancellationViewSchema }),
});
export type CancelBookingResponse = z.infer<typeof cancelBookingResponseSchema>;

/** The file name a downloaded credit note is saved under. */
export function creditNoteFileName(number: string): string {
  return `credit-note-${number}.pdf`;
}

/** CN-0001: the booking credit notes' own sequence. */
export function formatCreditNoteNumber(sequence: number): string {
  return `CN-${String(sequence).padStart(4, '0')}`;
}
