import { sql } from 'drizzle-orm';
import type { MailboxEmail } from '@shop/domain/contracts/accounts';
import { ROLE_RANK, type Role } from '@shop/domain/roles';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';

interface Row {
  id: number | string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  status: MailboxEmail['status'];
  created_at: Date | string;
}

/** The rank of a staff account's role (or, before approval, of the role it asked for) in SQL. */
const rankOf = (role: ReturnType<typeof sql>) =>
  sql`CASE ${role} ${sql.join(
    Object.entries(ROLE_RANK).map(([name, rank]) => sql`WHEN ${name} THEN ${rank}`),
    sql` `,
  )} ELSE ${Math.max(...Object.values(ROLE_RANK))} END`;

/**
 * The latest emails of the outbox a viewer may read, newest first, for the development mailbox.
 * The outbox holds set-password and reset links, so a viewer sees mail to their own address and to
 * addresses that are not staff accounts of equal or higher rank: a staff member cannot read an
 * admin's reset link and take the account over; an admin sees what staff are sent, not what
 * another admin or a superadmin is sent.
 */
export async function findRecentEmails(
  db: DbOrTx,
  options: { viewer: { id: number; role: Role }; limit?: number },
): Promise<MailboxEmail[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT o.id, o.kind, o.to_address, o.subject, o.text_body, o.status, o.created_at
      FROM email_outbox o
      WHERE NOT EXISTS (
        SELECT 1 FROM staff_users s
        WHERE lower(s.email) = lower(o.to_address)
          AND s.id <> ${options.viewer.id}
          AND ${rankOf(sql`coalesce(s.role, s.requested_role)`)} >= ${ROLE_RANK[options.viewer.role]}
      )
      ORDER BY o.id DESC
      LIMIT ${options.limit ?? 50}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    status: r.status,
    created_at: new Date(r.created_at).toISOString(),
  }));
}
