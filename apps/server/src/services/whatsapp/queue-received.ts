import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { customers, jobEvents, jobs } from '../../db/schema';
import { enqueueWhatsApp, shownNumber, whatsappRecipient } from './enqueue-whatsapp';
import { receivedEmail, receivedValues } from './template-values';

/**
 * The "received" WhatsApp message of each job booked at the counter (in store or free), in the booking's transaction,
 * when WhatsApp is set up and the customer can be reached there (not opted out); its fallback is the same by email.
 * Nothing without WhatsApp: no query at all. Answers whether a message was queued (kick the outbox after the commit).
 */
export async function queueReceivedMessages(
  tx: Tx,
  config: Config,
  input: {
    customer: { id: number; phone: string; email: string | null };
    bookings: readonly { id: number; customerName: string; racketName: string }[];
  },
): Promise<boolean> {
  const to = await whatsappRecipient(tx, config, input.customer);
  if (!to || input.bookings.length === 0) return false;
  const [customer] = await tx
    .select({ language: customers.language })
    .from(customers)
    .where(eq(customers.id, input.customer.id));
  const language = customer?.language ?? 'en';
  const ids = input.bookings.map((b) => b.id);
  const stores = new Map(
    (await tx.select({ id: jobs.bookingId, store: jobs.store }).from(jobs).where(inArray(jobs.bookingId, ids))).map(
      (j) => [j.id, j.store],
    ),
  );
  let queued = false;
  for (const booking of input.bookings) {
    const facts = {
      customerName: booking.customerName,
      jobId: booking.id,
      racket: booking.racketName,
      shopName: config.shop.name,
      store: stores.get(booking.id) ?? '',
    };
    const added = await enqueueWhatsApp(tx, {
      kind: 'received',
      bookingId: booking.id,
      customerId: input.customer.id,
      to,
      template: config.whatsapp.templates.received,
      language,
      parameters: receivedValues(language, facts),
      fallbackEmail: input.customer.email ? receivedEmail(input.customer.email, language, facts) : null,
    });
    if (!added) continue;
    queued = true;
    await tx.insert(jobEvents).values({
      bookingId: booking.id,
      actorId: null,
      kind: 'message',
      what: `Received message queued on WhatsApp to ${shownNumber(to)}`,
    });
  }
  return queued;
}
