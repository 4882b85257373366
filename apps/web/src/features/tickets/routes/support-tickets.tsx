import { Card, Group, Select, Text } from '@mantine/core';
import { TICKET_LIST_MESSAGES, TICKETS_PAGE_SIZE } from '@shop/domain/contracts/ticket-list';
import {
  TICKET_ISSUE_TYPES,
  TICKET_PRIORITIES,
  type TicketIssueType,
  type TicketPriority,
} from '@shop/domain/contracts/tickets';
import { TICKET_STATUS_LABELS, TICKET_STATUSES, type TicketStatus } from '@shop/domain/ticket-status';
import { PageHeader } from '@/components/ui/page-header';
import { formatListTotal } from '@/components/ui/list-pager';
import { DataList } from '@/components/ui/data-list';
import { useListQuery } from '@/lib/list/use-list-query';
import { findTicketsQueryOptions } from '../api/find-tickets';
import { supportTicketColumns } from '../components/support-ticket-columns';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] })),
];
const PRIORITY_OPTIONS = [
  { value: '', label: 'All priorities' },
  ...TICKET_PRIORITIES.map((p) => ({ value: p, label: capitalized(p) })),
];
const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...TICKET_ISSUE_TYPES.map((t) => ({ value: t, label: capitalized(t) })),
];

/**
 * /dashboard/support-tickets: every customer's tickets, newest first, 10 a page; filtered by
 * status, priority and type, searched from the navbar (customer, subject or #number).
 */
export default function SupportTicketsPage() {
  const list = useListQuery({
    pageSize: TICKETS_PAGE_SIZE,
    searchPlaceholder: 'Search tickets by customer, phone, email, subject or #number',
    filters: {
      status: '' as TicketStatus | '',
      priority: '' as TicketPriority | '',
      issue_type: '' as TicketIssueType | '',
    },
    query: findTicketsQueryOptions,
  });
  const tickets = list.query;
  const filter = (name: 'status' | 'priority' | 'issue_type', label: string, data: typeof STATUS_OPTIONS) => (
    <Select
      label={label}
      data={data}
      value={list.filters[name]}
      onChange={(value) => list.setFilters({ [name]: value ?? '' })}
      allowDeselect={false}
      w={{ base: '100%', xs: 170 }}
    />
  );

  return (
    <>
      <PageHeader
        title="Support Tickets"
        description="Tickets raised by every customer, newest first. Open one to answer it."
      />
      <Card>
        <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
          {filter('status', 'Status', STATUS_OPTIONS)}
          {filter('priority', 'Priority', PRIORITY_OPTIONS)}
          {filter('issue_type', 'Type', TYPE_OPTIONS)}
          {tickets.data ? (
            <Text size="sm" c="dimmed" ml="auto">
              {formatListTotal(tickets.data.total, tickets.data.totalIsExact)} ticket
              {tickets.data.total === 1 ? '' : 's'}
              {list.search ? ` matching "${list.search}"` : ''}
            </Text>
          ) : null}
        </Group>
        <DataList
          columns={supportTicketColumns}
          rows={list.items}
          rowKey={(ticket) => ticket.ticket_id}
          rowLabel={(ticket) => `Ticket #${ticket.ticket_id}`}
          rowAttributes={(ticket) => ({ 'data-ticket-id': ticket.ticket_id })}
          loading={tickets.isPending}
          loadingLabel="Loading support tickets…"
          error={tickets.isError ? TICKET_LIST_MESSAGES.fetchFailed : null}
          onRetry={() => void tickets.refetch()}
          emptyMessage={TICKET_LIST_MESSAGES.noTickets}
          pager={list.pager}
          breakpoint="md"
          minWidth={820}
        />
      </Card>
    </>
  );
}
