import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffUsers } from '../../db/schema';

/** The account or request with this email (compared without case), or null. */
export async function findStaffUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user ?? null;
}
