import { desc } from 'drizzle-orm';
import type { MailboxEmail } from '@shop/domain/contracts/accounts';
import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** The latest emails of the outbox, newest first, for the development mailbox page. */
export async function findRecentEmails(db: DbOrTx, options: { limit?: number } = {}): Promise<MailboxEmail[]> {
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(options.limit ?? 50);
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    to: r.toAddress,
    subject: r.subject,
    text: r.textBody,
    status: r.status,
    created_at: r.createdAt.toISOString(),
  }));
}
