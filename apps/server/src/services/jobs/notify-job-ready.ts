import type { Language } from '@shop/domain/i18n/languages';
import { aed } from '@shop/domain/money';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { customers, jobEvents, jobs } from '../../db/schema';
import { enqueueEmail } from '../outbox/enqueue';
import { loadJobViewWith } from './load-job-view';
import { readyEmail } from './ready-message';
import { enqueueWhatsApp, shownNumber, whatsappRecipient } from '../whatsapp/enqueue-whatsapp';
import { readyValues } from '../whatsapp/template-values';

/** The customer's language (customers.language); English for a booking without a customer record. */
async function customerLanguage(tx: Tx, customerId: number | null): Promise<Language> {
  if (customerId === null) return 'en';
  const [row] = await tx.select({ language: customers.language }).from(customers).where(eq(customers.id, customerId));
  return row?.language ?? 'en';
}

/**
 * Queues the ready-for-pickup message of a job that is ready, exactly once: `ready_notified_at` is set by a
 * conditional update (`WHERE ready_notified_at IS NULL`), and only the transaction that set it queues the message.
 * With WhatsApp set up and a customer reachable there (not opted out), it is the approved "ready" template, falling
 * back to the email when WhatsApp fails; otherwise the email as before. A customer with neither gets none (the job
 * page's click-to-chat link is the way). Call it inside the transaction that made the job ready; kick the outbox
 * after the commit.
 */
export async function notifyJobReady(
  tx: Tx,
  config: Config,
  input: { bookingId: number; actorId: number | null },
): Promise<boolean> {
  const view = await loadJobViewWith(tx, config, input.bookingId);
  if (!view || view.stage !== 'ready') return false;
  const to = await whatsappRecipient(tx, config, { id: view.customer_id, phone: view.customer_phone });
  if (!to && !view.customer_email) return false;
  const [won] = await tx
    .update(jobs)
    .set({ readyNotifiedAt: new Date() })
    .where(and(eq(jobs.bookingId, input.bookingId), eq(jobs.stage, 'ready'), isNull(jobs.readyNotifiedAt)))
    .returning({ id: jobs.bookingId });
  if (!won) return false;
  const language = await customerLanguage(tx, view.customer_id);
  const email = view.customer_email
    ? readyEmail({
        to: view.customer_email,
        shopName: config.shop.name,
        jobId: view.job_id,
        text: view.ready_message,
        language,
      })
    : null;
  if (to) {
    await enqueueWhatsApp(tx, {
      kind: 'ready',
      bookingId: input.bookingId,
      customerId: view.customer_id,
      to,
      template: config.whatsapp.templates.ready,
      language,
      parameters: readyValues(language, {
        customerName: view.customer_name,
        jobId: view.job_id,
        racket: view.racket,
        shopName: config.shop.name,
        store: view.store,
        dueInStoreFils: aed(view.amount_due_in_store),
      }),
      fallbackEmail: email,
    });
  } else await enqueueEmail(tx, email!);
  await tx.insert(jobEvents).values({
    bookingId: input.bookingId,
    actorId: input.actorId,
    kind: 'message',
    what: to
      ? `Ready message queued on WhatsApp to ${shownNumber(to)}`
      : `Ready message emailed to ${view.customer_email}`,
  });
  return true;
}
