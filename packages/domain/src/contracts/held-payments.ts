import { z } from 'zod';
import { CHECKOUT_STATUSES } from './payments';

/**
 * Held payments: the provider authorised the card but did not capture it (Telr order status 2), or
 * holds the payment for review (status 3, transaction H). The checkout stays pending: it is never
 * given up by the expiry sweep, it is confirmed when the provider says paid, and only an admin may
 * void it (the provider then releases the amount held on the payer's card).
 */
export const HELD_PAYMENT_MESSAGES = {
  badge: 'Payment held',
  filterLabel: 'Payment held',
  invalidFilter: 'payment must be held, or left out for every booking.',
  voidAction: 'Void held payment',
  confirmTitle: 'Void held payment?',
  confirmBody:
    'The payment provider releases the amount held on the card. Every booking of this checkout is canceled and any free stringing is given back. This cannot be undone.',
  confirmButton: 'Void payment',
  voided:
    'The held payment was voided at the payment provider: its bookings are canceled and any free stringing is given back.',
  paidInstead:
    'The payment provider has already captured this payment, so it was not voided: it is now recorded as paid and invoiced.',
  releasedInstead:
    'The payment provider no longer holds this payment: its bookings are canceled and any free stringing is given back.',
  notHeld: 'This booking has no held payment to void.',
  voidUnderWay: 'Another admin is voiding this payment right now. Reload the list in a moment.',
  voidFailed: 'The held payment could not be voided.',
  voidAnswerLost:
    'The payment provider did not answer in time. It may have voided the payment: it is checked with the provider before anything else is sent.',
  captureAction: 'Capture payment',
  captureConfirmTitle: 'Capture held payment?',
  captureConfirmBody:
    'The payment provider takes the amount held on the card: the checkout is recorded as paid and invoiced, and its bookings go ahead.',
  captureConfirmButton: 'Capture payment',
  captured: 'The held payment was captured: it is recorded as paid and invoiced.',
  captureFailed: 'The held payment could not be captured.',
  captureAnswerLost:
    'The payment provider did not answer in time. It may have captured the payment: it is checked with the provider before anything else is sent.',
  notCapturable: 'This booking has no held payment to capture.',
  followUpNotChecked:
    'The payment provider could not be asked what became of the last void or capture of this payment, so nothing was sent. Try again in a moment.',
} as const;

/** Telr's (or the sandbox's) refusal of a capture, in a sentence: nothing was changed. */
export function captureRefusedMessage(reason: string): string {
  return `The payment provider refused to capture this payment (${reason}). Nothing was changed.`;
}

/** Telr's (or the sandbox's) refusal, in a sentence: nothing was changed. */
export function voidRefusedMessage(reason: string): string {
  return `The payment provider refused to void this payment (${reason}). Nothing was changed.`;
}

/** GET /api/bookings?payment=held: only bookings whose checkout's payment is held. */
export const BOOKING_PAYMENT_FILTERS = ['held'] as const;
export type BookingPaymentFilter = (typeof BOOKING_PAYMENT_FILTERS)[number];

export const bookingPaymentFilterSchema = z
  .union([z.enum(BOOKING_PAYMENT_FILTERS), z.literal(''), z.literal('all')], {
    error: HELD_PAYMENT_MESSAGES.invalidFilter,
  })
  .optional()
  .default('');

/**
 * POST /api/bookings/{id}/void-payment (admin, superadmin). outcome: voided (the provider released
 * it), paid (the provider had captured it: recorded as paid instead), released (the provider no
 * longer held it: canceled as the expiry sweep would).
 */
export const VOID_OUTCOMES = ['voided', 'paid', 'released'] as const;
export type VoidOutcome = (typeof VOID_OUTCOMES)[number];

export const voidHeldPaymentResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    outcome: z.enum(VOID_OUTCOMES),
    cart_id: z.string(),
    checkout_status: z.enum(CHECKOUT_STATUSES),
    booking_ids: z.array(z.number().int()),
  }),
});
export type VoidHeldPaymentResponse = z.infer<typeof voidHeldPaymentResponseSchema>;

/**
 * POST /api/bookings/{id}/capture-payment (admin, superadmin). outcome: captured (the provider took it, or had taken it:
 * recorded as paid and invoiced), released (the provider no longer held it: canceled as the expiry sweep would).
 */
export const CAPTURE_OUTCOMES = ['captured', 'released'] as const;
export type CaptureOutcome = (typeof CAPTURE_OUTCOMES)[number];

export const captureHeldPaymentResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    outcome: z.enum(CAPTURE_OUTCOMES),
    cart_id: z.string(),
    checkout_status: z.enum(CHECKOUT_STATUSES),
    booking_ids: z.array(z.number().int()),
  }),
});
export type CaptureHeldPaymentResponse = z.infer<typeof captureHeldPaymentResponseSchema>;
