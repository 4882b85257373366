import { eq } from 'drizzle-orm';
import { chooseChannel } from '@shop/domain/message-channel';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { bookings, customers, jobEvents, jobReceipts, jobs } from '../../db/schema';
import { enqueueEmail } from '../outbox/enqueue';
import { loadReceipt, renderReceipt, type JobReceipt } from '../pdf/render-receipt';
import { getShopSettings } from '../settings/shop-settings';
import { enqueueWhatsApp, shownNumber, whatsappRecipient } from '../whatsapp/enqueue-whatsapp';
import { receivedValues } from '../whatsapp/template-values';
import { receiptAttachment, receiptEmail } from './receipt-email';

async function customerOfJob(ctx: AppContext, jobId: number) {
  const [row] = await ctx.db
    .select({
      id: customers.id,
      email: customers.email,
      phone: customers.phone,
      preferred: customers.preferredChannel,
      store: jobs.store,
      claimed: jobReceipts.bookingId,
    })
    .from(jobs)
    .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(jobReceipts, eq(jobReceipts.bookingId, jobs.bookingId))
    .where(eq(jobs.bookingId, jobId));
  return row;
}

/** The received template's values: name, job number, racket, shop and store, and the status link ({{5}}). */
function whatsappValues(ctx: AppContext, receipt: JobReceipt, store: string): string[] {
  const facts = {
    customerName: receipt.tag.customer.name,
    jobId: receipt.tag.jobId,
    racket: receipt.tag.racketName,
    shopName: ctx.config.shop.name,
    store,
  };
  return [...receivedValues(receipt.language, facts), receipt.statusUrl];
}

/**
 * Sends one job's drop-off receipt to its customer, once (docs/product/receipt.md): by email with the A5 PDF
 * attached, or as the WhatsApp "received" template carrying the status link, as the shop's channel setting and the
 * customer's preferred channel choose. The job_receipts row is the claim: of several calls at once one sends, and a
 * job whose customer no channel reaches is claimed as `none`. Answers whether anything was queued.
 */
export async function sendReceipt(ctx: AppContext, input: { jobId: number; actorId: number | null }): Promise<boolean> {
  const customer = await customerOfJob(ctx, input.jobId);
  if (!customer || customer.claimed !== null) return false;
  const settings = await getShopSettings(ctx.db, ctx.config);
  const whatsappTo = await whatsappRecipient(ctx.db, ctx.config, customer);
  const channel = chooseChannel({
    kind: 'received',
    rule: settings.channels.received,
    preferred: customer.preferred,
    reachable: { email: Boolean(customer.email?.trim()), whatsapp: whatsappTo !== null },
  });
  const receipt = channel ? await loadReceipt(ctx, input) : null;
  // The email, or WhatsApp's fallback, carries the A5 PDF; a customer without email needs none.
  const email =
    receipt && customer.email
      ? receiptEmail(customer.email, receipt, receiptAttachment(input.jobId, await renderReceipt(receipt, 'a5')))
      : null;
  const sentTo = channel === 'email' ? customer.email : channel === 'whatsapp' ? shownNumber(whatsappTo!) : null;
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(jobReceipts)
      .values({ bookingId: input.jobId, channel: channel ?? 'none', sentTo })
      .onConflictDoNothing()
      .returning({ id: jobReceipts.bookingId });
    if (claimed.length === 0 || !receipt) return false;
    if (channel === 'email') await enqueueEmail(tx, email!);
    else
      await enqueueWhatsApp(tx, {
        kind: 'received',
        bookingId: input.jobId,
        customerId: customer.id,
        to: whatsappTo!,
        template: settings.whatsapp_templates.received,
        language: receipt.language,
        parameters: whatsappValues(ctx, receipt, customer.store),
        fallbackEmail: email,
      });
    await tx.insert(jobEvents).values({
      bookingId: input.jobId,
      actorId: input.actorId,
      kind: 'message',
      what:
        channel === 'email'
          ? `Receipt emailed to ${sentTo}`
          : `Received message queued on WhatsApp to ${sentTo} with the receipt's status link`,
    });
    return true;
  });
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
        sendReceipt(inTransaction(ctx, savepoint), { jobId, actorId: input.actorId }),
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
