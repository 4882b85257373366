import type { AppContext } from '../../context';
import { HttpError } from '../../lib/errors';

export const PAYMENT_KEYS_UNREACHABLE =
  'The payment provider could not be reached to check its keys: voids, captures and refunds may fail until it answers.';

export interface PaymentKeysCheck {
  /** The problems in words, one sentence each; empty when the provider accepts every key. */
  problems: string[];
  /** The provider turned a key down (not merely unreachable, or an optional key missing). */
  refused: boolean;
}

/**
 * Asks the payment provider (Telr) whether it accepts the keys its voids, captures and refunds need, with requests
 * that change nothing (telr.ts checkKeys). The sandbox needs none. Unreachable: said so, never thrown.
 */
export async function checkPaymentKeys(ctx: Pick<AppContext, 'payments'>): Promise<PaymentKeysCheck> {
  if (!ctx.payments.checkKeys) return { problems: [], refused: false };
  try {
    return await ctx.payments.checkKeys();
  } catch (error) {
    if (error instanceof HttpError) return { problems: [PAYMENT_KEYS_UNREACHABLE], refused: false };
    throw error;
  }
}

/**
 * The production start's check: a key Telr refuses stops the start (every void, capture and refund would fail);
 * an unreachable Telr, or a missing Service API key, is logged as an error and the server starts.
 */
export async function assertPaymentKeys(
  ctx: Pick<AppContext, 'payments' | 'config'>,
  log: { error(message: string): void },
): Promise<void> {
  const check = await checkPaymentKeys(ctx);
  if (check.problems.length === 0) return;
  const message = `The payment provider (PAYMENT_PROVIDER=${ctx.payments.name}) keys: ${check.problems.join(' ')}`;
  if (check.refused && ctx.config.env === 'production') throw new Error(`Refusing to start in production. ${message}`);
  log.error(message);
}
