import { z } from 'zod';

/**
 * Checkout payments: the transaction reference (cart_id), verification and the provider's notification.
 * The browser generates the cart_id; the server checks its format and that it was never used.
 */
export const PAYMENT_MESSAGES = {
  /** Contains 'Payment successful': the payment-success page looks for those words. */
  paid: 'Payment successful. Your booking is now confirmed.',
  pending: 'The payment has not been completed yet.',
  declined: 'The payment was declined, so the booking is not confirmed.',
  canceled: 'The payment was canceled, so the booking is not confirmed.',
  noPaymentNeeded: 'This checkout needed no online payment.',
  invalidCartId: 'The payment reference (cart_id) is missing or not valid.',
  unknownCart: 'No payment was found for this reference.',
  cartAlreadyUsed: 'This checkout was already submitted. Please start a new booking.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  notificationReceived: 'Notification received.',
  // Shown by the payment-success page (docs/product/screens.md#public-screens).
  verifiedSuccess: 'Your payment was successful. Your booking is now confirmed.',
  verifyFailed: 'Payment verification failed or payment not successful.',
  verifyError: 'There was an error verifying your payment. Please contact support.',
  missingInformation: 'Missing payment information. Please try again.',
} as const;

/**
 * The payment pages' delays (docs/product/rules.md#limits): "Redirecting to the payment page." before the browser
 * goes there, the waiting page before it moves on to payment-success, and payment-success without a cart before it
 * says the information is missing.
 */
export const PAYMENT_PAGE_DELAYS_MS = { paymentRedirect: 3000, waitingPage: 5000, missingInformation: 5000 } as const;

/** TXN, a millisecond timestamp and a random number from 0 to 999 (docs/product/rules.md#checkouts-and-payments). */
export const CART_ID_PATTERN = /^TXN\d{13}\d{1,3}$/;

export function cartId(now: number = Date.now(), random: number = Math.random()): string {
  return `TXN${now}${Math.floor(random * 1000)}`;
}

export const cartIdSchema = z
  .string({ error: PAYMENT_MESSAGES.invalidCartId })
  .trim()
  .regex(CART_ID_PATTERN, PAYMENT_MESSAGES.invalidCartId);

/** Where a checkout stands. free and in-store checkouts never go to the provider. */
export const CHECKOUT_STATUSES = ['pending', 'paid', 'declined', 'canceled', 'free', 'in-store'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const verifyPaymentQuerySchema = z.object({ cart_id: cartIdSchema });
export type VerifyPaymentQuery = z.infer<typeof verifyPaymentQuerySchema>;

export const verifyPaymentResponseSchema = z.object({
  /** Contains 'Payment successful' exactly when the checkout is paid. */
  message: z.string(),
  data: z.object({
    cart_id: z.string(),
    status: z.enum(CHECKOUT_STATUSES),
    /** AED, including the pickup fee. This and the fields below only for a caller with a staff session. */
    total_cost: z.number().optional(),
    booking_ids: z.array(z.number().int()).optional(),
    invoice_number: z.string().nullable().optional(),
  }),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

export function isPaymentSuccessful(message: string | undefined | null): boolean {
  return typeof message === 'string' && message.includes('Payment successful');
}

/**
 * The provider's notification (POST /api/payments, no auth). Only the reference is read: the server
 * re-checks the payment with the provider, so a forged notification changes nothing.
 * Sandbox sends { cart_id }; Telr sends form fields with the cart as ivp_cart or tran_cartid.
 */
export const paymentNotificationSchema = z
  .object({
    cart_id: z.string().optional(),
    ivp_cart: z.string().optional(),
    tran_cartid: z.string().optional(),
    cartid: z.string().optional(),
  })
  .passthrough()
  .transform((body, ctx) => {
    const value = (body.cart_id ?? body.ivp_cart ?? body.tran_cartid ?? body.cartid ?? '').trim();
    if (!CART_ID_PATTERN.test(value)) {
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.invalidCartId, path: ['cart_id'] });
      return z.NEVER;
    }
    return { cart_id: value };
  });

export const paymentNotificationResponseSchema = z.object({ message: z.string(), status: z.enum(CHECKOUT_STATUSES) });
