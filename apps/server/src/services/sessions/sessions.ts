import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '@shop/domain/roles';
import type { DbOrTx } from '../../db/client';
import { sessions, staffUsers } from '../../db/schema';
import { hashToken, newToken } from '../../lib/crypto';
import type { SessionCache } from './session-cache';

export interface SessionUser {
  id: number;
  sessionId: number;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
}

export async function createSession(
  db: DbOrTx,
  options: { userId: number; secret: string; hours: number; ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + options.hours * 3600_000);
  await db.insert(sessions).values({
    userId: options.userId,
    tokenHash: hashToken(token, options.secret),
    expiresAt,
    ip: options.ip ?? null,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/**
 * The approved user behind a bearer token, or null when the token is unknown, expired or revoked.
 * With a cache, a session seen in the last few seconds is answered from memory (see SessionCache).
 */
export async function findSessionUser(
  db: DbOrTx,
  token: string,
  secret: string,
  cache?: SessionCache,
): Promise<SessionUser | null> {
  return sessionUserByHash(db, hashToken(token, secret), cache);
}

/** findSessionUser for a token already hashed (the auth hook hashes it once for its own look at the cache). */
export async function sessionUserByHash(
  db: DbOrTx,
  tokenHash: string,
  cache?: SessionCache,
): Promise<SessionUser | null> {
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: staffUsers.id,
      role: staffUsers.role,
      email: staffUsers.email,
      firstName: staffUsers.firstName,
      lastName: staffUsers.lastName,
      status: staffUsers.requestStatus,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        // A deactivated account's sessions end on every instance (within SESSION_CACHE_SECONDS where cached).
        isNull(staffUsers.deactivatedAt),
      ),
    )
    .limit(1);
  if (!row || !row.role || row.status !== 'approved') return null;
  const user: SessionUser = {
    id: row.id,
    sessionId: row.sessionId,
    role: row.role,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
  };
  cache?.set(tokenHash, user, row.expiresAt);
  return user;
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
