import { z } from 'zod';
import { REFUND_STATUSES } from './cancellation-view';
import { CART_ID_PATTERN } from './payments';

/**
 * Payments to resolve (admin, superadmin): money the provider took or may have moved that no booking accounts for.
 * late-payment: paid after its checkout was canceled (Telr's page stays payable after our expiry); an admin restores
 * its bookings (when their dates and free stringings can still be had) or refunds it in full. refund-unknown,
 * void-unknown, capture-unknown: the provider's answer was lost after sending; retried where they were made (the
 * booking), which asks the provider first. refund-failed: a late payment's full refund the provider refused.
 */
export const PAYMENTS_TO_RESOLVE_MESSAGES = {
  title: 'Payments to resolve',
  intro:
    'Payments the provider took after their checkout was canceled, and refunds, voids or captures whose outcome is unknown. Nothing here is settled by itself.',
  empty: 'No payments to resolve.',
  loadFailed: 'Payments to resolve could not be loaded.',
  restoreAction: 'Restore bookings',
  refundAction: 'Refund in full',
  restoreConfirm:
    'Its bookings are restored, and the payment is recorded as paid and invoiced. Their free stringings are claimed again.',
  refundConfirm: 'The whole payment is refunded to the card, and its bookings stay canceled.',
  restored: 'The bookings are restored, and the payment is recorded as paid and invoiced.',
  refunded: 'The payment was refunded in full to the card.',
  refundFailed: 'The payment provider refused the refund. Try again from Payments to resolve.',
  refundUnknown:
    'The payment provider did not answer in time. It may have made the refund: it is checked with the provider before anything is sent again.',
  resolveFailed: 'The payment could not be resolved.',
  alreadyResolved: 'This payment was already resolved.',
  nothingToResolve: 'This checkout has no payment to resolve.',
  invalidAction: 'action must be restore or refund.',
  notRestorable: 'Its bookings can no longer be had: refund it instead.',
  lateVerified:
    'Your payment arrived after this checkout had expired. The shop has been told and will confirm your booking or refund you.',
  kindLate: 'Paid after it was canceled',
  kindRefundUnknown: 'Refund outcome unknown',
  kindRefundFailed: 'Refund failed',
  kindVoidUnknown: 'Void outcome unknown',
  kindCaptureUnknown: 'Capture outcome unknown',
} as const;

/** A booking of a late payment dated in the past cannot be restored. */
export function bookingDatePassedMessage(bookingId: number, date: string): string {
  return `Booking #${bookingId} is for ${date}, which has passed: refund the payment instead.`;
}

export const TO_RESOLVE_KINDS = [
  'late-payment',
  'refund-unknown',
  'refund-failed',
  'void-unknown',
  'capture-unknown',
] as const;
export type ToResolveKind = (typeof TO_RESOLVE_KINDS)[number];

export const TO_RESOLVE_KIND_LABELS: Record<ToResolveKind, string> = {
  'late-payment': PAYMENTS_TO_RESOLVE_MESSAGES.kindLate,
  'refund-unknown': PAYMENTS_TO_RESOLVE_MESSAGES.kindRefundUnknown,
  'refund-failed': PAYMENTS_TO_RESOLVE_MESSAGES.kindRefundFailed,
  'void-unknown': PAYMENTS_TO_RESOLVE_MESSAGES.kindVoidUnknown,
  'capture-unknown': PAYMENTS_TO_RESOLVE_MESSAGES.kindCaptureUnknown,
};

export const paymentToResolveSchema = z.object({
  kind: z.enum(TO_RESOLVE_KINDS),
  cart_id: z.string(),
  customer_name: z.string(),
  /** AED: what the provider took (late-payment), or the refund's amount, or the held payment's. */
  amount: z.number(),
  booking_ids: z.array(z.number().int()),
  /** When it happened (the late payment, the refund's or follow-up's last attempt). */
  occurred_at: z.string(),
  /** The provider's transaction reference, when known. */
  reference: z.string().nullable(),
  /** late-payment: whether its bookings can still be restored (their dates to come, their free stringings free). */
  restorable: z.boolean(),
  /** Why it cannot be restored, or the provider's last words on a refund. */
  note: z.string().nullable(),
});
export type PaymentToResolve = z.infer<typeof paymentToResolveSchema>;

/** GET /api/payments/to-resolve: every payment to resolve, oldest first (few at any time: not paged). */
export const paymentsToResolveResponseSchema = z.object({ items: z.array(paymentToResolveSchema) });
export type PaymentsToResolveResponse = z.infer<typeof paymentsToResolveResponseSchema>;

export const RESOLVE_ACTIONS = ['restore', 'refund'] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];

export const cartIdParamSchema = z.object({
  cartId: z.string().regex(CART_ID_PATTERN, { error: 'The payment reference (cart_id) is missing or not valid.' }),
});

export const resolvePaymentRequestSchema = z.object({
  action: z.enum(RESOLVE_ACTIONS, { error: PAYMENTS_TO_RESOLVE_MESSAGES.invalidAction }),
});
export type ResolvePaymentRequest = z.infer<typeof resolvePaymentRequestSchema>;

export const resolvePaymentResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    cart_id: z.string(),
    resolution: z.enum(['restored', 'refunded']),
    /** The full refund's status (refunded, failed, unknown); null when restored. */
    refund_status: z.enum(REFUND_STATUSES).nullable(),
    booking_ids: z.array(z.number().int()),
  }),
});
export type ResolvePaymentResponse = z.infer<typeof resolvePaymentResponseSchema>;
