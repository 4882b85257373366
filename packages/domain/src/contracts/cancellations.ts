import { z } from 'zod';
import { formatAed, type Fils } from '../money';
import { STORES } from '../pickup';
import { ISO_DATE, shopDate } from '../shop-days';
import { BOOKING_MESSAGES, bookingListItemSchema } from './bookings';
import { cancellationViewSchema, creditNoteSummarySchema, REFUND_STATUSES } from './cancellation-view';

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
  refundFoundAtProvider:
    'The payment provider had already made this refund: it is now recorded as refunded, and nothing was sent again.',
  refundAnswerLost:
    'The payment provider did not answer in time. It may have made the refund: it is checked with the provider before anything is sent again.',
  refundNotChecked:
    'The payment provider could not be asked whether it made this refund, so nothing was sent. Try again in a moment.',
  cancelFailed: 'The booking could not be canceled.',
  creditNoteNotFound: 'Credit note not found.',
  // Changes before work starts
  changeNotPending: 'Only a booking in progress can be changed.',
  nothingToChange: 'Choose a new string, grip, date or store to change.',
  stringOnlyOnStringBookings: 'Only a string booking can change its string.',
  gripOnlyOnGripBookings: 'Only a grip booking can change its grip.',
  keepServiceType:
    'Choose an item of the same service type (Regular or Express): the checkout keeps its pickup option and fee.',
  storeOnlyInStore: 'Only an in-store booking can change its store.',
  changed: 'Booking changed.',
  changeAction: 'Change booking',
  changeFailed: 'The booking could not be changed.',
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

const optionalId = z
  .number({ error: 'Catalogue ids are whole numbers.' })
  .int('Catalogue ids are whole numbers.')
  .positive();

/**
 * POST /api/bookings/{id}/change: a booking in progress changes its string (or grip), date or store;
 * the server reprices it. A cheaper online-paid booking is refunded (to the card, or refund_to
 * in-store); a dearer one owes the difference in store.
 */
export const changeBookingRequestSchema = z
  .object({
    string_id: optionalId.optional(),
    grip_id: optionalId.optional(),
    booking_date: z
      .string({ error: BOOKING_MESSAGES.selectBookingDate })
      .regex(ISO_DATE, BOOKING_MESSAGES.selectBookingDate)
      .refine((d) => d >= shopDate(), BOOKING_MESSAGES.bookingDateInPast)
      .optional(),
    instore_location: z.enum(STORES, { error: BOOKING_MESSAGES.invalidStore }).optional(),
    refund_to: refundToSchema,
  })
  .refine(
    (b) => b.string_id !== undefined || b.grip_id !== undefined || b.booking_date || b.instore_location,
    CANCELLATION_MESSAGES.nothingToChange,
  );
export type ChangeBookingRequest = z.input<typeof changeBookingRequestSchema>;

export const changeBookingResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    booking: bookingListItemSchema,
    /** New price minus old (AED): positive is charged, negative given back. */
    price_difference: z.number(),
    refund: z
      .object({ status: z.enum(REFUND_STATUSES), amount: z.number(), credit_note: creditNoteSummarySchema.nullable() })
      .nullable(),
  }),
});
export type ChangeBookingResponse = z.infer<typeof changeBookingResponseSchema>;

/** The file name a downloaded credit note is saved under. */
export function creditNoteFileName(number: string): string {
  return `credit-note-${number}.pdf`;
}

/** CN-0001: the booking credit notes' own sequence. */
export function formatCreditNoteNumber(sequence: number): string {
  return `CN-${String(sequence).padStart(4, '0')}`;
}
