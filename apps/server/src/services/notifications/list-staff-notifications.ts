import { desc, eq } from 'drizzle-orm';
import { NOTIFICATIONS_LIMIT, type StaffNotification } from '@shop/domain/contracts/notifications';
import type { Db } from '../../db/client';
import { customers, notifications, tickets } from '../../db/schema';

/**
 * The newest notifications for signed-in staff, newest first. A ticket's notification is resolved
 * now (never stored): it names the ticket's customer and carries the ticket to open. The public list
 * (list-notifications.ts) stays anonymous.
 */
export async function listStaffNotifications(db: Db, limit = NOTIFICATIONS_LIMIT): Promise<StaffNotification[]> {
  const rows = await db
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      createdAt: notifications.createdAt,
      ticketId: tickets.id,
      issueType: tickets.issueType,
      priority: tickets.priorityLevel,
      customerId: tickets.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(notifications)
    .leftJoin(tickets, eq(tickets.id, notifications.ticketId))
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((r) => {
    const base = { notification_id: r.id, title: r.title, created_at: r.createdAt.toISOString() };
    if (r.ticketId === null || r.customerId === null) return { ...base, message: r.message, ticket: null };
    const name = [r.firstName, r.lastName].filter(Boolean).join(' ') || `Customer ${r.customerId}`;
    return {
      ...base,
      message: `${name} raised a ${r.priority} priority ${r.issueType} ticket (#${r.ticketId}).`,
      ticket: { ticket_id: r.ticketId, customer: { id: r.customerId, name } },
    };
  });
}
