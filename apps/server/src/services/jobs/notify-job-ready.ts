import type { PreferredChannel } from '@shop/domain/contracts/customer-channel';
import type { Language } from '@shop/domain/i18n/languages';
import { chooseChannel } from '@shop/domain/message-channel';
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
import { getShopSettings, identityOf } from '../settings/shop-settings';

/** The customer's language and preferred channel; English and no preference without a customer record. */
async function customerChoices(
  tx: Tx,
  customerId: number | null,
): Promise<{ language: Language; preferred: PreferredChannel | null }> {
  const [row] =
    customerId === null
      ? []
      : await tx
          .select({ language: customers.language, preferred: customers.preferredChannel })
          .from(customers)
          .where(eq(customers.id, customerId));
  return { language: row?.language ?? 'en', preferred: row?.preferred ?? null };
}

/**
 * Queues the ready-for-pickup message of a job that is ready, exactly once: `ready_notified_at` is set by a
 * conditional update (`WHERE ready_notified_at IS NULL`), and only the transaction that set it queues the message.
 * The shop's ready channel setting and the customer's preference choose (by default WhatsApp first): on WhatsApp
 * (set up, the customer reachable there and not opted out) it is the approved "ready" template, falling back to the
 * email when WhatsApp fails; otherwise the email as before. A customer with neither gets none (the job
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
  const reachable = await whatsappRecipient(tx, config, { id: view.customer_id, phone: view.customer_phone });
  const { language, preferred } = await customerChoices(tx, view.customer_id);
  const settings = await getShopSettings(tx, config);
  const shop = identityOf(settings, config);
  const channel = chooseChannel({
    kind: 'ready',
    rule: settings.channels.ready,
    preferred,
    reachable: { email: Boolean(view.customer_email), whatsapp: reachable !== null },
  });
  if (!channel) return false;
  const to = channel === 'whatsapp' ? reachable : null;
  const [won] = await tx
    .update(jobs)
    .set({ readyNotifiedAt: new Date() })
    .where(and(eq(jobs.bookingId, input.bookingId), eq(jobs.stage, 'ready'), isNull(jobs.readyNotifiedAt)))
    .returning({ id: jobs.bookingId });
  if (!won) return false;
  const email = view.customer_email
    ? readyEmail({
        to: view.customer_email,
        shopName: shop.name,
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
      template: settings.whatsapp_templates.ready,
      language,
      parameters: readyValues(language, {
        customerName: view.customer_name,
        jobId: view.job_id,
        racket: view.racket,
        shopName: shop.name,
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
