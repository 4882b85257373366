import { sql, type SQL } from 'drizzle-orm';
import type { ParsedTicketListQuery, TicketListResponse } from '@shop/domain/contracts/ticket-list';
import type { DbOrTx } from '../../db/client';
import type { tickets } from '../../db/schema';
import { likePattern } from '../invoices/like-pattern';
import { datedPage } from '../paging/dated-page';
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

/** A search's values: its LIKE patterns (one, or two for a phone) and the ticket number it may be. */
type TicketSearch = ReturnType<typeof searchPatterns>;

/**
 * The tickets a search finds: by subject (tickets_subject_trgm_idx), by customer name, email or
 * phone (customers_search_trgm_idx, then tickets_customer_idx) or by number (the primary key).
 * Written as a union so that each branch reads its own index; the outer list pages on the date index.
 * The patterns and the number are placeholders (`search_0`, `search_1`, `ticket_id`).
 */
function searchCondition({ patterns, ticketId }: TicketSearch): SQL {
  const anyOf = (expression: SQL) =>
    sql.join(
      patterns.map((_, i) => sql`${expression} LIKE ${sql.placeholder(`search_${i}`)}`),
      sql` OR `,
    );
  const branches = [
    sql`SELECT id FROM tickets WHERE ${anyOf(sql`lower(subject)`)}`,
    sql`SELECT t.id FROM tickets t WHERE t.customer_id IN (SELECT c.id FROM customers c WHERE ${anyOf(sql`c.search_text`)})`,
  ];
  if (ticketId !== null) branches.push(sql`SELECT ${sql.placeholder('ticket_id')}::integer`);
  return sql`id IN (${sql.join(branches, sql` UNION `)})`;
}

/** The page's own columns, read for its rows only and joined to their customer (paging/page-statement.ts). */
const PAGE_COLUMNS = {
  select: sql.raw(`r.customer_id AS "customerId", r.subject, r.description, r.issue_type AS "issueType",
    r.priority_level AS "priorityLevel", r.attachment_url AS "attachmentUrl", r.status,
    floor(extract(epoch FROM r.created_at) * 1000)::float8 AS created_ms,
    floor(extract(epoch FROM r.updated_at) * 1000)::float8 AS updated_ms,
    cu.first_name AS "firstName", cu.last_name AS "lastName"`),
  joins: sql.raw(`LEFT JOIN tickets r ON r.id = p.id LEFT JOIN customers cu ON cu.id = r.customer_id`),
};

type Listed = Pick<
  typeof tickets.$inferSelect,
  'customerId' | 'subject' | 'description' | 'status' | 'issueType' | 'priorityLevel' | 'attachmentUrl'
> & {
  created_ms: number | string;
  updated_ms: number | string;
  firstName: string | null;
  lastName: string | null;
};

/**
 * A page of every customer's tickets, newest first, filtered by status, priority and type and
 * searched; each names its customer. One statement counts, picks the page's ids on the narrow indexes
 * (tickets_created_idx, tickets_status_created_idx) and reads only those rows, joined to their customer; the
 * filters' values are placeholders, so each combination of filters is assembled once (paging/dated-page.ts).
 */
export async function findTickets(
  db: DbOrTx,
  options: PagingQuery & Omit<ParsedTicketListQuery, 'page' | 'pageSize' | 'cursor'>,
): Promise<TicketListResponse> {
  const term = options.search.trim();
  const search = term ? searchPatterns(term) : null;
  const conditions: SQL[] = [];
  if (options.status) conditions.push(sql`status = ${sql.placeholder('status')}`);
  if (options.priority) conditions.push(sql`priority_level = ${sql.placeholder('priority')}`);
  if (options.issue_type) conditions.push(sql`issue_type = ${sql.placeholder('issue_type')}`);
  if (search) conditions.push(searchCondition(search));
  const { rows, envelope } = await datedPage<Listed>(
    db,
    {
      from: sql`tickets`,
      time: sql`created_at`,
      id: sql`id`,
      conditions,
      search: search !== null,
      // Tickets are never deleted (a closed one stays): the whole list, once past the cap, is not counted again.
      neverDeleted: 'tickets',
      shape: `tickets|${!!options.status}|${!!options.priority}|${!!options.issue_type}|${search?.patterns.length ?? 0}|${search?.ticketId != null}`,
      values: {
        status: options.status || null,
        priority: options.priority || null,
        issue_type: options.issue_type || null,
        ...Object.fromEntries((search?.patterns ?? []).map((pattern, i) => [`search_${i}`, pattern])),
        ticket_id: search?.ticketId ?? null,
      },
    },
    options,
    PAGE_COLUMNS,
  );
  const items = rows.map((r) => ({
    ...toTicket({
      id: Number(r.list_id),
      customerId: r.customerId,
      subject: r.subject,
      status: r.status,
      createdAt: new Date(Number(r.created_ms)),
      updatedAt: new Date(Number(r.updated_ms)),
      issueType: r.issueType,
      priorityLevel: r.priorityLevel,
      description: r.description,
      attachmentUrl: r.attachmentUrl,
    }),
    customer: { id: r.customerId, name: [r.firstName, r.lastName].filter(Boolean).join(' ') },
  }));
  return { items, ...envelope };
}
