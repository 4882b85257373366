import { and, eq, isNull, sql } from 'drizzle-orm';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { STATUS_LINK_MESSAGES, type StatusLinkResponse } from '@shop/domain/contracts/status-links';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { auditLog, jobs, jobStatusLinks } from '../../db/schema';
import { columnName } from '../../db/write-together';
import { rowsOf } from '../../lib/rows';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { newStatusNonce, statusTokenHash, statusToken, statusUrl } from './status-token';

async function refuseUnknownJob(db: DbOrTx, jobId: number): Promise<void> {
  const [job] = await db.select({ id: jobs.bookingId }).from(jobs).where(eq(jobs.bookingId, jobId));
  if (!job) throw notFound(JOB_MESSAGES.notFound);
}

async function liveNonce(db: DbOrTx, jobId: number): Promise<string | null> {
  const [link] = await db
    .select({ nonce: jobStatusLinks.nonce })
    .from(jobStatusLinks)
    .where(and(eq(jobStatusLinks.bookingId, jobId), isNull(jobStatusLinks.revokedAt)));
  return link?.nonce ?? null;
}

/** `GET /api/jobs/:id/status-link`: the job's live link, or null. */
export async function getStatusLink(ctx: AppContext, jobId: number): Promise<StatusLinkResponse> {
  await refuseUnknownJob(ctx.db, jobId);
  const nonce = await liveNonce(ctx.db, jobId);
  return { status_url: nonce ? statusUrl(ctx.config, nonce) : null };
}

/**
 * `POST /api/jobs/:id/status-link` (and the receipt): the job's live link, made when it has none. Two at once make
 * one (the partial unique index on the live link; the loser reads the winner's).
 */
export async function ensureStatusLink(
  ctx: AppContext,
  input: { jobId: number; actorId: number | null },
): Promise<StatusLinkResponse> {
  return ctx.db.transaction(async (tx) => {
    await refuseUnknownJob(tx, input.jobId);
    const live = await ensureLiveNonce(tx, ctx.config, input);
    return { message: STATUS_LINK_MESSAGES.created, status_url: statusUrl(ctx.config, live) };
  });
}

/**
 * The live link's nonce of a job that exists, made (and audited) when it has none, in the caller's transaction `tx`:
 * the new link's nonce comes back from its insert, whose statement also writes the audit entry when it made one
 * (one round trip); only when another request made one first is it read.
 */
export async function ensureLiveNonce(
  tx: DbOrTx,
  config: AppContext['config'],
  input: { jobId: number; actorId: number | null },
): Promise<string> {
  const nonce = newStatusNonce();
  const link = tx
    .insert(jobStatusLinks)
    .values({
      bookingId: input.jobId,
      nonce,
      tokenHash: statusTokenHash(config, statusToken(config, nonce)),
      createdBy: input.actorId,
    })
    .onConflictDoNothing({ target: jobStatusLinks.bookingId, where: isNull(jobStatusLinks.revokedAt) })
    .returning({ nonce: jobStatusLinks.nonce });
  const made = rowsOf<{ nonce: string }>(
    await tx.execute(sql`WITH made AS (${link.getSQL()}), audited AS (
      INSERT INTO ${auditLog} (${columnName(auditLog.actorId)}, ${columnName(auditLog.action)}, ${columnName(auditLog.subject)})
      SELECT ${input.actorId}::integer, ${'jobs.status-link'}::text, ${`booking:${input.jobId}`}::text FROM made
    ) SELECT nonce FROM made`),
  );
  return made[0]?.nonce ?? (await liveNonce(tx, input.jobId))!;
}

/** `POST /api/jobs/:id/status-link/revoke`: the live link stops working at once (404 for everyone who has it). */
export async function revokeStatusLink(
  ctx: AppContext,
  input: { jobId: number; actorId: number },
): Promise<StatusLinkResponse> {
  return ctx.db.transaction(async (tx) => {
    await refuseUnknownJob(tx, input.jobId);
    const revoked = await tx
      .update(jobStatusLinks)
      .set({ revokedAt: new Date(), revokedBy: input.actorId })
      .where(and(eq(jobStatusLinks.bookingId, input.jobId), isNull(jobStatusLinks.revokedAt)))
      .returning({ id: jobStatusLinks.id });
    if (revoked.length === 0) throw conflict(STATUS_LINK_MESSAGES.noneToRevoke);
    await audit(tx, { actorId: input.actorId, action: 'jobs.status-link-revoke', subject: `booking:${input.jobId}` });
    return { message: STATUS_LINK_MESSAGES.revoked, status_url: null };
  });
}
