import { desc, sql } from 'drizzle-orm';
import type { AppContext } from '../../src/context';
import type { TestApp } from '../helpers/app';
import { issuePasswordToken } from '../../src/services/accounts/password-tokens';
import { emailOutbox } from '../../src/db/schema';

/** The newest outbox email to an address, or undefined. */
export async function latestEmailTo(ctx: AppContext, to: string) {
  const [row] = await ctx.db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${to.toLowerCase()}`)
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}

/** The token of the first link in an email text that points at `path` (e.g. /admin/set-password). */
export function tokenFromLink(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/** A set-password or reset-password link's token for a user, as the emails carry it. */
export function passwordLinkToken(ctx: AppContext, userId: number, purpose: 'set' | 'reset' = 'set'): Promise<string> {
  return issuePasswordToken(ctx.db, { userId, purpose, secret: ctx.config.sessionSecret });
}

/** POST /api/admin/forgot-password for `email`, from the address `ip` (the limits count per address). */
export function requestPasswordReset(t: Pick<TestApp, 'app'>, email: string, ip: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/forgot-password', payload: { email }, remoteAddress: ip });
}
