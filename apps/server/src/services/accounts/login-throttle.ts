import { ACCOUNT_MESSAGES, LOGIN_LIMITS, loginDelayMs } from '@shop/domain/contracts/accounts';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import { tooManyRequests } from '../../lib/errors';
import { clearHits, clearHitsStartingWith, countHit, readHits } from '../../lib/rate-limit';

/** The counters of one login attempt: the account from this address, the lock, the account everywhere. */
function keys(email: string, ip: string) {
  return { pair: `login:fail:${email}:${ip}`, lock: `login:lock:${email}:${ip}`, account: `login:fail:${email}` };
}

const LOCK_SECONDS = LOGIN_LIMITS.lockMinutes * 60;

/**
 * Before the password is checked: refused (429) when this account is locked for this address, or
 * when the account is under a wide attack and this address has already failed on it; slowed down
 * when the account has many recent failures. An address that never failed is never refused here, so
 * the owner logs in from their counter during an attack from elsewhere.
 */
export async function checkLoginThrottle(db: DbOrTx, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  const [locked, pairFailures, accountFailures] = await Promise.all([
    readHits(db, k.lock, LOCK_SECONDS),
    readHits(db, k.pair, LOGIN_LIMITS.windowSeconds),
    readHits(db, k.account, LOGIN_LIMITS.windowSeconds),
  ]);
  if (locked > 0) throw tooManyRequests(ACCOUNT_MESSAGES.accountLocked);
  if (accountFailures >= LOGIN_LIMITS.shieldAfter && pairFailures > 0)
    throw tooManyRequests(ACCOUNT_MESSAGES.accountLocked);
  const delay = loginDelayMs(accountFailures);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

/**
 * Counts a failed login (known or unknown email alike, so the answers cannot tell which emails
 * exist). The failure that reaches the limit locks the account for this address and is answered 429.
 */
export async function recordLoginFailure(db: DbOrTx, email: string, ip: string, userId: number | null): Promise<void> {
  const k = keys(email, ip);
  const [pairFailures] = await Promise.all([
    countHit(db, k.pair, LOGIN_LIMITS.windowSeconds),
    countHit(db, k.account, LOGIN_LIMITS.windowSeconds),
  ]);
  if (pairFailures === LOGIN_LIMITS.maxFailures) {
    await countHit(db, k.lock, LOCK_SECONDS);
    await audit(db, {
      actorId: null,
      action: 'login.locked',
      ...(userId ? { subject: `staff_user:${userId}` } : {}),
      details: { ip },
    });
    throw tooManyRequests(ACCOUNT_MESSAGES.accountLocked);
  }
}

/** A password reset lifts every lock on the account and forgets its failures, from every address. */
export async function clearAllLoginFailures(db: DbOrTx, email: string): Promise<void> {
  await clearHitsStartingWith(db, [`login:fail:${email}`, `login:lock:${email}:`]);
}

/** A successful login forgets this address's failures on the account. */
export async function clearLoginFailures(db: DbOrTx, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  await clearHits(db, [k.pair, k.lock]);
}
