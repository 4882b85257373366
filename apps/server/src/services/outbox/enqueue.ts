import type { DbOrTx } from '../../db/client';
import { emailOutbox, type EmailAttachment } from '../../db/schema';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** One file sent with it (the receipt PDF). */
  attachment?: EmailAttachment;
}

/**
 * Puts an email in the outbox. Call it inside the transaction of the change that causes the mail:
 * the mail exists exactly when the change does. The outbox worker delivers it.
 */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail): Promise<number> {
  const [row] = await emailInsert(db, email).returning({ id: emailOutbox.id });
  return row!.id;
}

/** enqueueEmail's insert, unsent: a caller may send it with its other writes (db/write-together.ts). */
export function emailInsert(db: DbOrTx, email: OutgoingEmail) {
  return db.insert(emailOutbox).values({
    kind: email.kind,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
    attachment: email.attachment ?? null,
  });
}
