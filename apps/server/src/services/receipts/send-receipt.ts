import { eq, sql } from 'drizzle-orm';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { RECEIPT_MESSAGES, type ReceiptResendResponse } from '@shop/domain/contracts/receipts';
import { chooseChannel } from '@shop/domain/message-channel';
import type { AppContext } from '../../context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { writeTogether } from '../../db/write-together';
import { bookings, customers, jobEvents, jobReceipts, jobs } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { emailInsert } from '../outbox/enqueue';
import { loadReceipt, type JobReceipt } from '../pdf/render-receipt';
import { savedShopSettingsColumn, settingsInUse } from '../settings/shop-settings';
import { shownNumber, whatsAppInsert, whatsappRecipient } from '../whatsapp/enqueue-whatsapp';
import { receivedValues } from '../whatsapp/template-values';
import { receiptAttachment, receiptEmail } from './receipt-email';

/** The job's customer (with its language), whether its receipt was claimed, and the shop settings, in one statement. */
async function customerOfJob(ctx: AppContext, jobId: number) {
  const [row] = await ctx.db
    .select({
      id: customers.id,
      email: customers.email,
      phone: customers.phone,
      preferred: customers.preferredChannel,
      language: customers.language,
      store: jobs.store,
      claimed: jobReceipts.bookingId,
      savedSettings: savedShopSettingsColumn(),
    })
    .from(jobs)
    .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(jobReceipts, eq(jobReceipts.bookingId, jobs.bookingId))
    .where(eq(jobs.bookingId, jobId));
  return row;
}

/** The received template's values: name, job number, racket, shop and store, and the status link ({{5}}). */
function whatsappValues(receipt: JobReceipt, store: string): string[] {
  const facts = {
    customerName: receipt.tag.customer.name,
    jobId: receipt.tag.jobId,
    racket: receipt.tag.racketName,
    shopName: receipt.shop.name,
    store,
  };
  return [...receivedValues(receipt.language, facts), receipt.statusUrl];
}

type ReceiptChannel = 'email' | 'whatsapp';

/** What one job's receipt would be: its customer's channel (null when none reaches them), the receipt and its email. */
async function planReceipt(ctx: AppContext, input: { jobId: number; actorId: number | null }) {
  const customer = await customerOfJob(ctx, input.jobId);
  if (!customer) return null;
  const settings = settingsInUse(customer.savedSettings, ctx.config);
  const whatsappTo = await whatsappRecipient(ctx.db, ctx.config, customer);
  const channel: ReceiptChannel | null = chooseChannel({
    kind: 'received',
    rule: settings.channels.received,
    preferred: customer.preferred,
    reachable: { email: Boolean(customer.email?.trim()), whatsapp: whatsappTo !== null },
  });
  return { customer, settings, whatsappTo, channel };
}
type ReceiptPlan = NonNullable<Awaited<ReturnType<typeof planReceipt>>>;

/**
 * The receipt itself (its status link made when the job had none, in `ctx.db` when `inTransaction`) and, when the
 * customer has an email, its email.
 */
async function receiptOf(
  ctx: AppContext,
  plan: ReceiptPlan,
  input: { jobId: number; actorId: number | null },
  inTransaction = false,
) {
  const known = { language: plan.customer.language, settings: plan.settings, inTransaction };
  const receipt = await loadReceipt(ctx, input, known);
  // The email, or WhatsApp's fallback, carries the A5 PDF (drawn when sent); a customer without email needs none.
  const email = plan.customer.email ? receiptEmail(plan.customer.email, receipt, receiptAttachment(input.jobId)) : null;
  return { receipt, email };
}

const sentToOf = (plan: ReceiptPlan) =>
  plan.channel === 'email' ? plan.customer.email : plan.channel === 'whatsapp' ? shownNumber(plan.whatsappTo!) : null;

/** Queues the made receipt on the plan's channel and says so in the job's history, in one statement. */
async function enqueueReceipt(
  ctx: AppContext,
  tx: DbOrTx,
  made: Awaited<ReturnType<typeof receiptOf>>,
  plan: ReceiptPlan & { channel: ReceiptChannel },
  input: { jobId: number; actorId: number | null; again?: boolean },
) {
  const { receipt, email } = made;
  const message =
    plan.channel === 'email'
      ? emailInsert(tx, email!)
      : whatsAppInsert(tx, {
          kind: 'received',
          bookingId: input.jobId,
          customerId: plan.customer.id,
          to: plan.whatsappTo!,
          template: plan.settings.whatsapp_templates.received,
          language: receipt.language,
          parameters: whatsappValues(receipt, plan.customer.store),
          fallbackEmail: email,
        });
  const again = input.again ? ' again' : '';
  const noted = tx.insert(jobEvents).values({
    bookingId: input.jobId,
    actorId: input.actorId,
    kind: 'message',
    what:
      plan.channel === 'email'
        ? `Receipt emailed${again} to ${sentToOf(plan)}`
        : `Received message queued${again} on WhatsApp to ${sentToOf(plan)} with the receipt's status link`,
  });
  await writeTogether(tx, [message, noted]);
}

/**
 * Sends one job's drop-off receipt to its customer, once (docs/product/receipt.md): by email with the A5 PDF
 * attached, or as the WhatsApp "received" template carrying the status link, as the shop's channel setting and the
 * customer's preferred channel choose. The job_receipts row is the claim: of several calls at once one sends, and a
 * job whose customer no channel reaches is claimed as `none`. Answers whether anything was queued.
 */
export async function sendReceipt(ctx: AppContext, input: { jobId: number; actorId: number | null }): Promise<boolean> {
  return sendOnce(ctx, input, (claim) => ctx.db.transaction(claim));
}

/**
 * sendReceipt's steps. `inside`: how the claim and the queueing run, in a transaction of their own (sendReceipt), or
 * (`ctx.db` being the booking's transaction already) directly in it, the status link made there too.
 */
async function sendOnce(
  ctx: AppContext,
  input: { jobId: number; actorId: number | null },
  inside: ((claim: (tx: DbOrTx) => Promise<boolean>) => Promise<boolean>) | 'in-transaction',
): Promise<boolean> {
  const plan = await planReceipt(ctx, input);
  if (!plan || plan.customer.claimed !== null) return false;
  const inTransaction = inside === 'in-transaction';
  const made = plan.channel ? await receiptOf(ctx, plan, input, inTransaction) : null;
  const claim = async (tx: DbOrTx) => {
    const claimed = await tx
      .insert(jobReceipts)
      .values({ bookingId: input.jobId, channel: plan.channel ?? 'none', sentTo: sentToOf(plan) })
      .onConflictDoNothing()
      .returning({ id: jobReceipts.bookingId });
    if (claimed.length === 0 || !made || !plan.channel) return false;
    await enqueueReceipt(ctx, tx, made, { ...plan, channel: plan.channel }, input);
    return true;
  };
  return inTransaction ? claim(ctx.db) : inside(claim);
}

/** Seconds within which a second "send again" of the same job's receipt is refused: two clicks at once send once. */
export const RESEND_WINDOW_SECONDS = 30;

/**
 * `POST /api/jobs/:id/receipt/resend` (staff and above): the receipt again, on the customer's channel as it is
 * chosen today. The job_receipts row is claimed again by a conditional upsert: of two requests at once (or within
 * RESEND_WINDOW_SECONDS of the last send) one sends and the other answers 409. Audited as `jobs.receipt-resend`.
 */
export async function resendReceipt(
  ctx: AppContext,
  input: { jobId: number; actorId: number },
): Promise<ReceiptResendResponse> {
  const plan = await planReceipt(ctx, input);
  if (!plan) throw notFound(JOB_MESSAGES.notFound);
  if (!plan.channel) throw conflict(RECEIPT_MESSAGES.noChannel);
  const channel = plan.channel;
  const made = await receiptOf(ctx, plan, input);
  const sentTo = sentToOf(plan);
  await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(jobReceipts)
      .values({ bookingId: input.jobId, channel, sentTo })
      .onConflictDoUpdate({
        target: jobReceipts.bookingId,
        set: { channel, sentTo, createdAt: sql`now()` },
        setWhere: sql`${jobReceipts.channel} = 'none' OR ${jobReceipts.createdAt} < now() - make_interval(secs => ${RESEND_WINDOW_SECONDS})`,
      })
      .returning({ id: jobReceipts.bookingId });
    if (claimed.length === 0) throw conflict(RECEIPT_MESSAGES.justSent);
    await enqueueReceipt(ctx, tx, made, { ...plan, channel }, { ...input, again: true });
    await audit(tx, {
      actorId: input.actorId,
      action: 'jobs.receipt-resend',
      subject: `booking:${input.jobId}`,
      details: { channel },
    });
  });
  ctx.kickOutbox();
  return { message: RECEIPT_MESSAGES.resent, channel, sent_to: sentTo };
}

/** The app's context with its queries running in `tx`: what the receipt reads and writes joins that transaction. */
const inTransaction = (ctx: AppContext, tx: Tx): AppContext => ({ ...ctx, db: tx as unknown as Db });

/**
 * The receipts of the jobs just booked, queued in the outbox inside the booking's own transaction `tx` (the receipt
 * reads the job that transaction writes): the email or WhatsApp message exists exactly when the booking does, so a
 * server that stops after the commit loses no receipt. Each receipt runs in a savepoint: one that cannot be made
 * leaves the booking as it is, the job's history says so, and staff print it. Answers whether anything was queued;
 * the caller kicks the outbox after its commit.
 */
export async function queueReceipts(
  ctx: AppContext,
  tx: Tx,
  input: { jobIds: readonly number[]; actorId: number | null },
): Promise<boolean> {
  let queued = false;
  for (const jobId of input.jobIds) {
    try {
      const sent = await tx.transaction((savepoint) =>
        sendOnce(inTransaction(ctx, savepoint), { jobId, actorId: input.actorId }, 'in-transaction'),
      );
      queued = sent || queued;
    } catch (error) {
      await tx.insert(jobEvents).values({
        bookingId: jobId,
        actorId: input.actorId,
        kind: 'message',
        what: `The receipt could not be sent: ${String((error as Error).message ?? error).slice(0, 200)}`,
      });
    }
  }
  return queued;
}
