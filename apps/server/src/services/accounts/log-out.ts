import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import { revokeSession } from '../sessions/sessions';

/** Ends this session: its token stops working at once on every server instance. */
export async function logOut(db: DbOrTx, options: { userId: number; sessionId: number }): Promise<{ message: string }> {
  await revokeSession(db, options.sessionId);
  await audit(db, { actorId: options.userId, action: 'logout', subject: `staff_user:${options.userId}` });
  return { message: ACCOUNT_MESSAGES.loggedOut };
}
