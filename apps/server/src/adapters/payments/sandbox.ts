import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { fils, formatAed } from '@shop/domain/money';
import type { DbOrTx } from '../../db/client';
import { writeTogether } from '../../db/write-together';
import { hashToken } from '../../lib/crypto';
import { sandboxPayments, sandboxRefunds } from '../../db/schema';
import type { CreatePaymentInput, CreatedPayment, PaymentProvider, ProviderPaymentStatus } from './types';

/** The sandbox charges in the shop's currency, like the Telr store is set up to. */
const SHOP_CURRENCY = 'AED';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
/** The payer's choice on the sandbox page; held stands for Telr's authorised / on hold for review. */
export type SandboxOutcome = Exclude<ProviderPaymentStatus, 'pending'>;

/** A voided sandbox payment reads as canceled, as a released Telr authorisation does. */
const PROVIDER_STATUS: Record<SandboxPayment['status'], ProviderPaymentStatus> = {
  pending: 'pending',
  held: 'held',
  paid: 'paid',
  declined: 'declined',
  canceled: 'canceled',
  voided: 'canceled',
};

/**
 * The key that opens a sandbox payment page. A cart_id (TXN + the time) can be guessed, so the page
 * and its Pay button also need this token, which only the payment URL given to the payer carries:
 * an HMAC of the payment's random reference under the server's secret (nothing more to store).
 */
export function sandboxPageToken(reference: string, secret: string): string {
  return hashToken(`sandbox-page:${reference}`, secret);
}

/** Whether `token` opens this payment's page (compared in constant time). */
export function opensSandboxPage(
  payment: Pick<SandboxPayment, 'reference'>,
  token: string | undefined,
  secret: string,
): boolean {
  const expected = Buffer.from(sandboxPageToken(payment.reference, secret));
  const given = Buffer.from(token ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A new sandbox payment: its page and reference, and its ledger row's insert (built with `db`, not run). */
function sandboxPaymentRow(db: DbOrTx, options: { publicUrl: string; secret: string }, input: CreatePaymentInput) {
  const reference = `SBX-${randomBytes(8).toString('hex').toUpperCase()}`;
  const token = sandboxPageToken(reference, options.secret);
  const payment: CreatedPayment = {
    reference,
    paymentUrl: `${options.publicUrl}/api/sandbox-payments/${encodeURIComponent(input.cartId)}?token=${token}`,
  };
  const insert = db.insert(sandboxPayments).values({
    reference,
    cartId: input.cartId,
    amountFils: input.amountFils,
    description: input.description,
    returnUrl: input.returnUrls.paid,
    declineUrl: input.returnUrls.declined,
    cancelUrl: input.returnUrls.canceled,
  });
  return { payment, insert };
}

/** A sandbox payment's ledger row, written on the pool; the caller's `keep` rides in its insert (one round trip). */
async function openSandboxPayment(
  db: DbOrTx,
  options: { publicUrl: string; secret: string },
  input: CreatePaymentInput,
): Promise<CreatedPayment> {
  const { payment, insert } = sandboxPaymentRow(db, options, input);
  if (!input.keep) {
    await insert;
    return payment;
  }
  await writeTogether(db, [input.keep(payment), insert]);
  return { ...payment, kept: true };
}

/**
 * The sandbox provider: a hosted payment page served by this product (/api/sandbox-payments/{cart_id}?token=)
 * with its own ledger table, so the whole payment flow runs on one machine with no account anywhere.
 */
export function createSandboxProvider(options: { db: DbOrTx; publicUrl: string; secret: string }): PaymentProvider {
  const provider: PaymentProvider = {
    name: 'sandbox',
    createPayment: (input) => openSandboxPayment(options.db, options, input),
    paymentInserts(tx, input) {
      const { payment, insert } = sandboxPaymentRow(tx, options, input);
      const inserts = [insert.getSQL(), ...(input.keep ? [input.keep(payment)] : [])];
      return { payment: { ...payment, kept: input.keep !== undefined }, inserts };
    },
    async checkPayment({ cartId, reference }) {
      const payment = await findSandboxPayment(options.db, cartId);
      if (!payment || payment.reference !== reference)
        return { status: 'pending', amountFils: null, currency: null, transactionReference: null };
      return {
        status: PROVIDER_STATUS[payment.status],
        amountFils: payment.amountFils,
        currency: SHOP_CURRENCY,
        transactionReference: payment.status === 'paid' ? payment.reference : null,
      };
    },
    async closePayment({ cartId, reference }) {
      // Decided once: a payer who already paid keeps the payment; otherwise the page can no longer be paid.
      const payment = await findSandboxPayment(options.db, cartId);
      if (payment?.reference === reference) await decideSandboxPayment(options.db, cartId, 'canceled');
      return provider.checkPayment({ cartId, reference });
    },
    async voidPayment({ cartId, reference }) {
      if (await decideHeld(options.db, { cartId, reference }, 'voided')) return { voided: true };
      const check = await provider.checkPayment({ cartId, reference });
      const reason =
        check.status === 'paid'
          ? `the payment of ${formatAed(check.amountFils ?? fils(0))} was already captured`
          : `the sandbox holds no payment for this order (${check.status})`;
      return { voided: false, reason, check };
    },
    async capturePayment({ cartId, reference }) {
      if (await decideHeld(options.db, { cartId, reference }, 'paid')) return { captured: true, reference };
      const check = await provider.checkPayment({ cartId, reference });
      return { captured: false, reason: `the sandbox holds no payment for this order (${check.status})`, check };
    },
    async refundPayment({ cartId, reference, amountFils, refundKey }) {
      // One refund per key (a repeated call answers the same refund), never more than was paid.
      const payment = await findSandboxPayment(options.db, cartId);
      if (!payment || payment.reference !== reference || payment.status !== 'paid')
        return { refunded: false, reason: `the sandbox holds no paid payment for this order` };
      const [known] = await options.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundKey, refundKey));
      if (known) return { refunded: true, reference: `SBR-${known.refundKey}` };
      const [row] = await options.db
        .select({ total: sql<number>`coalesce(sum(amount_fils), 0)::int` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.reference, reference));
      if ((row?.total ?? 0) + amountFils > payment.amountFils)
        return { refunded: false, reason: `the refund would exceed the ${formatAed(payment.amountFils)} paid` };
      await options.db.insert(sandboxRefunds).values({ refundKey, reference, amountFils }).onConflictDoNothing();
      return { refunded: true, reference: `SBR-${refundKey}` };
    },
  };
  return provider;
}

/**
 * Voids or captures a held sandbox payment, once (the conditional UPDATE), as Telr follows up only an authorisation.
 * Answers whether this call did.
 */
async function decideHeld(
  db: DbOrTx,
  payment: { cartId: string; reference: string },
  outcome: 'voided' | 'paid',
): Promise<boolean> {
  const [decided] = await db
    .update(sandboxPayments)
    .set({ status: outcome, decidedAt: new Date() })
    .where(
      and(
        eq(sandboxPayments.cartId, payment.cartId),
        eq(sandboxPayments.reference, payment.reference),
        eq(sandboxPayments.status, 'held'),
      ),
    )
    .returning({ reference: sandboxPayments.reference });
  return decided !== undefined;
}

export async function findSandboxPayment(db: DbOrTx, cartId: string): Promise<SandboxPayment | undefined> {
  const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.cartId, cartId));
  return payment;
}

/** The payer's choice on the sandbox page; a payment is decided once (later clicks change nothing). */
export async function decideSandboxPayment(
  db: DbOrTx,
  cartId: string,
  outcome: SandboxOutcome,
): Promise<SandboxPayment | undefined> {
  await db
    .update(sandboxPayments)
    .set({ status: outcome, decidedAt: new Date() })
    .where(and(eq(sandboxPayments.cartId, cartId), eq(sandboxPayments.status, 'pending')));
  return findSandboxPayment(db, cartId);
}
