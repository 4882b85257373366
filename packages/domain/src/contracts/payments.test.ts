import { describe, expect, it } from 'vitest';
import { CART_ID_PATTERN, PAYMENT_MESSAGES, cartId, isPaymentSuccessful, paymentNotificationSchema } from './payments';

describe('cart_id', () => {
  it('is TXN, the timestamp and a random number from 0 to 999', () => {
    expect(cartId(1_790_000_000_000, 0)).toBe('TXN17900000000000');
    expect(cartId(1_790_000_000_000, 0.9999)).toBe('TXN1790000000000999');
    expect(CART_ID_PATTERN.test(cartId())).toBe(true);
  });

  it('refuses references of another shape', () => {
    for (const bad of ['', 'TXN', 'TXN123', 'txn17900000000001', 'TXN17900000000001234', 'TXN1790000000000a']) {
      expect(CART_ID_PATTERN.test(bad)).toBe(false);
    }
  });
});

describe('payment messages', () => {
  it("says 'Payment successful' only when paid", () => {
    expect(isPaymentSuccessful(PAYMENT_MESSAGES.paid)).toBe(true);
    for (const m of [
      PAYMENT_MESSAGES.pending,
      PAYMENT_MESSAGES.declined,
      PAYMENT_MESSAGES.canceled,
      PAYMENT_MESSAGES.noPaymentNeeded,
    ]) {
      expect(isPaymentSuccessful(m)).toBe(false);
    }
  });

  it('reads the cart from a sandbox or Telr notification', () => {
    expect(paymentNotificationSchema.parse({ cart_id: 'TXN1790000000000123' })).toEqual({
      cart_id: 'TXN1790000000000123',
    });
    expect(paymentNotificationSchema.parse({ ivp_cart: 'TXN1790000000000123', tran_status: 'A' })).toEqual({
      cart_id: 'TXN1790000000000123',
    });
    expect(paymentNotificationSchema.safeParse({ cart_id: 'nope' }).success).toBe(false);
  });
});
