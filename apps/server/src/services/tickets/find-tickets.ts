import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ParsedTicketListQuery, TicketListResponse } from '@shop/domain/contracts/ticket-list';
import type { DbOrTx } from '../../db/client';
import { customers, tickets } from '../../db/schema';
import { likePattern } from '../invoices/like-pattern';
import { datedPageIds } from '../paging/dated-page';
import type { PagingQuery } from '../paging/page-outcome';
import { toTicket } from './ticket-view';

/**
 * "#12" or "12" is a ticket number. A phone typed with spaces, +, (), - or dots also matches on its
 * digits (customers.search_text holds the phone's digits), without a leading 0 or 00.
 */
function searchPatterns(term: string): { patterns: string[]; ticketId: number | null } {
  const ticketId = /^#?\d{1,9}$/.test(term) ? Number(term.replace('#', '')) : null;
  const patterns = new Set([likePattern(term)]);
  if (/^[+\d\s().-]+$/.test(term) && /\d/.test(term)) {
    const digits = term.replace(/\D/g, '');
    patterns.add(likePattern(digits.replace(/^00?/, '') || digits));
  }
  return { patterns: [...patterns], ticketId };
}

/**
 * The tickets a search finds: by subject (tickets_subject_trgm_idx), by customer name, email or
 * phone (customers_search_trgm_idx, then tickets_customer_idx) or by number (the primary key).
 * Written as a union so that each branch reads its own index; the outer list pages on the date index.
 */
function searchCondition(term: string): SQL {
  const { patterns, ticketId } = searchPatterns(term);
  const anyOf = (expression: SQL) =>
    sql.join(
      patterns.map((p) => sql`${expression} LIKE ${p}`),
      sql` OR `,
    );
  const branches = [
    sql`SELECT id FROM tickets WHERE ${anyOf(sql`lower(subject)`)}`,
    sql`SELECT t.id FROM tickets t WHERE t.customer_id IN (SELECT c.id FROM customers c WHERE ${anyOf(sql`c.search_text`)})`,
  ];
  if (ticketId !== null) branches.push(sql`SELECT ${ticketId}::integer`);
  return sql`id IN (${sql.join(branches, sql` UNION `)})`;
}

/**
 * A page of every customer's tickets, newest first, filtered by status, priority and type and
 * searched; each names its customer. The page's ids are picked on the narrow indexes first
 * (tickets_created_idx, tickets_status_created_idx); only those rows are read and joined to their customer.
 */
export async function findTickets(
  db: DbOrTx,
  options: PagingQuery & Omit<ParsedTicketListQuery, 'page' | 'pageSize' | 'cursor'>,
): Promise<TicketListResponse> {
  const term = options.search.trim();
  const conditions: SQL[] = [];
  if (options.status) conditions.push(sql`status = ${options.status}`);
  if (options.priority) conditions.push(sql`priority_level = ${options.priority}`);
  if (options.issue_type) conditions.push(sql`issue_type = ${options.issue_type}`);
  if (term) conditions.push(searchCondition(term));
  const { ids, ...envelope } = await datedPageIds(
    db,
    // Tickets are never deleted (a closed one stays): the whole list, once past the cap, is not counted again.
    {
      from: sql`tickets`,
      time: sql`created_at`,
      id: sql`id`,
      conditions,
      search: Boolean(term),
      neverDeleted: 'tickets',
    },
    options,
  );
  const rows = ids.length
    ? await db
        .select({ ticket: tickets, firstName: customers.firstName, lastName: customers.lastName })
        .from(tickets)
        .leftJoin(customers, eq(customers.id, tickets.customerId))
        .where(inArray(tickets.id, ids))
        .orderBy(desc(tickets.createdAt), desc(tickets.id))
    : [];
  const items = rows.map((row) => ({
    ...toTicket(row.ticket),
    customer: {
      id: row.ticket.customerId,
      name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    },
  }));
  return { items, ...envelope };
}
