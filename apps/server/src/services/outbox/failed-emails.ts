import { and, desc, eq, sql } from 'drizzle-orm';
import { OUTBOX_MESSAGES, type FailedEmailsResponse } from '@shop/domain/contracts/outbox';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';

/** The emails the outbox gave up on, newest first (the latest 100): recipient, subject and error, not the body. */
export async function findFailedEmails(db: Db): Promise<FailedEmailsResponse> {
  const rows = await db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'failed'))
    .orderBy(desc(emailOutbox.id))
    .limit(100);
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      to: r.to,
      subject: r.subject,
      attempts: r.attempts,
      last_error: r.lastError,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/**
 * Puts an undelivered email back in the queue with a fresh set of attempts. Conditional on it
 * still being failed, so two admins clicking at once queue it once.
 */
export async function resendFailedEmail(
  db: Db,
  input: { actorId: number; emailId: number },
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const [queued] = await tx
      .update(emailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
      .where(and(eq(emailOutbox.id, input.emailId), eq(emailOutbox.status, 'failed')))
      .returning({ id: emailOutbox.id });
    if (!queued) {
      const [exists] = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, input.emailId));
      throw exists ? conflict(OUTBOX_MESSAGES.notFailed) : notFound(OUTBOX_MESSAGES.notFound);
    }
    await audit(tx, { actorId: input.actorId, action: 'email.resend', subject: `email:${input.emailId}` });
    return { message: OUTBOX_MESSAGES.resent };
  });
}
