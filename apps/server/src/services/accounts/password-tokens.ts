import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordTokens } from '../../db/schema';
import { hashToken, newToken } from '../../lib/crypto';

export const PASSWORD_TOKEN_HOURS = { set: 48, reset: 2 } as const;

/** Issues a one-time set or reset token; only its hash is stored. Earlier unused tokens of the same purpose stop working. */
export async function issuePasswordToken(
  db: DbOrTx,
  options: { userId: number; purpose: 'set' | 'reset'; secret: string; hours?: number },
): Promise<string> {
  const token = newToken();
  const hours = options.hours ?? PASSWORD_TOKEN_HOURS[options.purpose];
  await db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordTokens.userId, options.userId),
        eq(passwordTokens.purpose, options.purpose),
        isNull(passwordTokens.usedAt),
      ),
    );
  await db.insert(passwordTokens).values({
    userId: options.userId,
    purpose: options.purpose,
    tokenHash: hashToken(token, options.secret),
    expiresAt: new Date(Date.now() + hours * 3600_000),
  });
  return token;
}

/**
 * Marks a token used and returns its user, or null when it is unknown, used or expired.
 * The conditional UPDATE makes two concurrent uses of one token succeed once.
 */
export async function consumePasswordToken(
  db: DbOrTx,
  options: { token: string; purpose: 'set' | 'reset'; secret: string },
): Promise<number | null> {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordTokens.tokenHash, hashToken(options.token, options.secret)),
        eq(passwordTokens.purpose, options.purpose),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordTokens.userId });
  return row?.userId ?? null;
}
