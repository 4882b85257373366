import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import type { PaymentProvider, ProviderPaymentStatus } from './types';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxOutcome = Exclude<ProviderPaymentStatus, 'pending'>;

/**
 * The sandbox provider: a hosted payment page served by this product (/api/sandbox-payments/{cart_id})
 * with its own ledger table, so the whole payment flow runs on one machine with no account anywhere.
 */
export function createSandboxProvider(options: { db: DbOrTx; publicUrl: string }): PaymentProvider {
  const provider: PaymentProvider = {
    name: 'sandbox',
    async createPayment(input) {
      const reference = `SBX-${randomBytes(8).toString('hex').toUpperCase()}`;
      await options.db.insert(sandboxPayments).values({
        reference,
        cartId: input.cartId,
        amountFils: input.amountFils,
        description: input.description,
        returnUrl: input.returnUrls.paid,
        declineUrl: input.returnUrls.declined,
        cancelUrl: input.returnUrls.canceled,
      });
      return { reference, paymentUrl: `${options.publicUrl}/api/sandbox-payments/${encodeURIComponent(input.cartId)}` };
    },
    async checkPayment({ cartId, reference }) {
      const payment = await findSandboxPayment(options.db, cartId);
      if (!payment || payment.reference !== reference) return { status: 'pending', amountFils: null, transactionReference: null };
      return {
        status: payment.status,
        amountFils: payment.amountFils,
        transactionReference: payment.status === 'paid' ? payment.reference : null,
      };
    },
    async closePayment({ cartId, reference }) {
      // Decided once: a payer who already paid keeps the payment; otherwise the page can no longer be paid.
      const payment = await findSandboxPayment(options.db, cartId);
      if (payment?.reference === reference) await decideSandboxPayment(options.db, cartId, 'canceled');
      return provider.checkPayment({ cartId, reference });
    },
  };
  return provider;
}

export async function findSandboxPayment(db: DbOrTx, cartId: string): Promise<SandboxPayment | undefined> {
  const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.cartId, cartId));
  return payment;
}

/** The payer's choice on the sandbox page; a payment is decided once (later clicks change nothing). */
export async function decideSandboxPayment(db: DbOrTx, cartId: string, outcome: SandboxOutcome): Promise<SandboxPayment | undefined> {
  await db
    .update(sandboxPayments)
    .set({ status: outcome, decidedAt: new Date() })
    .where(and(eq(sandboxPayments.cartId, cartId), eq(sandboxPayments.status, 'pending')));
  return findSandboxPayment(db, cartId);
}
