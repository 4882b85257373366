import type { Language } from '@shop/domain/i18n/languages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { customers, jobEvents, jobs } from '../../db/schema';
import { enqueueEmail } from '../outbox/enqueue';
import { loadJobViewWith } from './load-job-view';
import { readyEmail } from './ready-message';

/** The customer's language (customers.language); English for a booking without a customer record. */
async function customerLanguage(tx: Tx, customerId: number | null): Promise<Language> {
  if (customerId === null) return 'en';
  const [row] = await tx.select({ language: customers.language }).from(customers).where(eq(customers.id, customerId));
  return row?.language ?? 'en';
}

/**
 * Queues the ready-for-pickup email of a job that is ready, exactly once: `ready_notified_at` is set
 * by a conditional update (`WHERE ready_notified_at IS NULL`), and only the transaction that set it
 * enqueues the email. A customer without email gets none (the job page's WhatsApp link is the way).
 * Call it inside the transaction that made the job ready; kick the outbox after the commit.
 */
export async function notifyJobReady(
  tx: Tx,
  config: Config,
  input: { bookingId: number; actorId: number | null },
): Promise<boolean> {
  const view = await loadJobViewWith(tx, config, input.bookingId);
  if (!view || view.stage !== 'ready' || !view.customer_email) return false;
  const [won] = await tx
    .update(jobs)
    .set({ readyNotifiedAt: new Date() })
    .where(and(eq(jobs.bookingId, input.bookingId), eq(jobs.stage, 'ready'), isNull(jobs.readyNotifiedAt)))
    .returning({ id: jobs.bookingId });
  if (!won) return false;
  await enqueueEmail(
    tx,
    readyEmail({
      to: view.customer_email,
      shopName: config.shop.name,
      jobId: view.job_id,
      text: view.ready_message,
      language: await customerLanguage(tx, view.customer_id),
    }),
  );
  await tx.insert(jobEvents).values({
    bookingId: input.bookingId,
    actorId: input.actorId,
    kind: 'message',
    what: `Ready message emailed to ${view.customer_email}`,
  });
  return true;
}
