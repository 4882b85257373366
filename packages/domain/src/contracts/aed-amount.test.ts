import { describe, expect, it } from 'vitest';
import { aedAmountSchema, typedAedAmountSchema } from './common';
import { completeInstoreRequestSchema } from './complete-instore';
import { purchaseRowSchema } from './purchases';
import { bookingSubmissionItemSchema } from './bookings';

const MESSAGE = 'Enter an amount.';
const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('an AED amount, one rule for every contract', () => {
  it('takes 0 to 1,000,000 with at most two decimals, and refuses the rest with its one message', () => {
    const amount = aedAmountSchema(MESSAGE);
    for (const value of [0, 0.1 + 0.2, 150, 150.5, 150.25, 1_000_000]) expect(accepts(amount, value)).toBe(true);
    for (const value of [-0.01, 150.005, 1_000_000.01, Number.NaN, Infinity, '150', true, null]) {
      const result = amount.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => issue.message)).toEqual([MESSAGE]);
    }
    expect(accepts(aedAmountSchema(MESSAGE, { positive: true }), 0)).toBe(false);
  });

  it('takes a decimal typed at the counter where a receipt is recorded, never a hex or a boolean', () => {
    const typed = typedAedAmountSchema(MESSAGE);
    expect(typed.parse('100.50')).toBe(100.5);
    for (const value of ['0x10', '1e3', '10.555', true, [5], '0']) expect(accepts(typed, value)).toBe(false);
  });

  it('is the rule of a booking total, a purchase price and an in-store payment alike: three decimals refused', () => {
    expect(completeInstoreRequestSchema.safeParse({ receipt_number: 'R-1', amount: 10.005 }).success).toBe(false);
    const row = { product_id: 1, product_name: 'Racket', price: 10.005, quantity: 1 };
    expect(purchaseRowSchema.safeParse(row).error?.issues.map((i) => i.path.join('.'))).toContain('price');
    const line = bookingSubmissionItemSchema.safeParse({ total_cost: 150.005 });
    expect(line.error?.issues.some((i) => i.path[0] === 'total_cost')).toBe(true);
  });
});
