import { z } from 'zod';
import { formatAed, type Fils } from '../money';
import { BOOKING_MESSAGES } from './bookings';

/** The in-store completion's own messages (docs/decisions/instore-amount.md). */
export const COMPLETE_INSTORE_MESSAGES = {
  amountMustEqualDue: (dueFils: Fils) => `The amount must equal the amount due: ${formatAed(dueFils)}.`,
} as const;

/** POST /api/bookings/{id}/complete-instore. amount in AED. */
export const completeInstoreRequestSchema = z.object({
  receipt_number: z
    .string({ error: BOOKING_MESSAGES.receiptNumberRequired })
    .trim()
    .min(1, BOOKING_MESSAGES.receiptNumberRequired)
    .max(64, 'The receipt number can be at most 64 characters.'),
  // A JSON number, or a decimal typed at the counter ("100.50"); never true, [5] or "0x10".
  amount: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[0-9]{1,7}(\.[0-9]{1,2})?$/)
          .transform(Number),
      ],
      { error: BOOKING_MESSAGES.positiveAmount },
    )
    .pipe(
      z
        .number({ error: BOOKING_MESSAGES.positiveAmount })
        .finite(BOOKING_MESSAGES.positiveAmount)
        .positive(BOOKING_MESSAGES.positiveAmount)
        .max(1_000_000, BOOKING_MESSAGES.positiveAmount)
        .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, BOOKING_MESSAGES.positiveAmount),
    ),
});
export type CompleteInstoreRequest = z.input<typeof completeInstoreRequestSchema>;
