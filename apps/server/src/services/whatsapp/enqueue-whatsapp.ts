import { eq, sql } from 'drizzle-orm';
import { whatsappLink } from '@shop/domain/contracts/patterns';
import type { WhatsAppMessageKind } from '@shop/domain/contracts/whatsapp';
import type { Language } from '@shop/domain/i18n/languages';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { whatsappMessages, whatsappOptOuts, type FallbackEmail } from '../../db/schema';

/**
 * The number to message a customer at on WhatsApp (digits, country code first), or null: WhatsApp not set up, no
 * phone WhatsApp reaches, or the customer replied STOP (whatsapp_opt_outs).
 */
export async function whatsappRecipient(
  db: DbOrTx,
  config: Config,
  customer: { id: number | null; phone: string },
): Promise<string | null> {
  if (!config.whatsapp.enabled || customer.id === null) return null;
  const link = whatsappLink(customer.phone);
  if (!link) return null;
  const [opted] = await db
    .select({ id: whatsappOptOuts.customerId })
    .from(whatsappOptOuts)
    .where(eq(whatsappOptOuts.customerId, customer.id));
  return opted ? null : link.replace('https://wa.me/', '');
}

export interface OutgoingWhatsApp {
  kind: WhatsAppMessageKind;
  bookingId?: number | null;
  customerId: number;
  to: string;
  template: string;
  language: Language;
  parameters: string[];
  /** Sent instead if WhatsApp fails; null when the customer has no email. */
  fallbackEmail: FallbackEmail | null;
}

/**
 * Puts a template message in the WhatsApp outbox, inside the transaction of the change that causes it; the outbox
 * worker sends it (kick it after the commit). A job's received or ready message exists once (a unique index):
 * answers false when it was already there.
 */
export async function enqueueWhatsApp(db: DbOrTx, message: OutgoingWhatsApp): Promise<boolean> {
  const rows = await whatsAppInsert(db, message).returning({ id: whatsappMessages.id });
  return rows.length > 0;
}

/** enqueueWhatsApp's insert, unsent: a caller may send it with its other writes (db/write-together.ts). */
export function whatsAppInsert(db: DbOrTx, message: OutgoingWhatsApp) {
  return db
    .insert(whatsappMessages)
    .values({
      kind: message.kind,
      bookingId: message.bookingId ?? null,
      customerId: message.customerId,
      toPhone: message.to,
      template: message.template,
      language: message.language,
      parameters: message.parameters,
      fallbackEmail: message.fallbackEmail,
    })
    .onConflictDoNothing({
      target: [whatsappMessages.bookingId, whatsappMessages.kind],
      where: sql`booking_id IS NOT NULL`,
    });
}

/** "+971501234567" for the timeline. */
export const shownNumber = (digits: string) => `+${digits}`;
