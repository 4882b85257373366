import { Card, Group, Select, Text } from '@mantine/core';
import { TICKET_LIST_MESSAGES, TICKETS_PAGE_SIZE } from '@shop/domain/contracts/ticket-list';
import {
  TICKET_ISSUE_TYPES,
  TICKET_PRIORITIES,
  type TicketIssueType,
  type TicketPriority,
} from '@shop/domain/contracts/tickets';
import { useTranslation } from 'react-i18next';
import { TICKET_STATUSES, type TicketStatus } from '@shop/domain/ticket-status';
import { PageHeader } from '@/components/ui/page-header';
import { DataList } from '@/components/ui/data-list';
import { useListQuery } from '@/lib/list/use-list-query';
import { findTicketsQueryOptions } from '../api/find-tickets';
import { supportTicketColumns } from '../components/support-ticket-columns';
import { issueTypeLabel, priorityLabel, statusLabels } from '../lib/ticket-text';
import { useFormat } from '@/lib/i18n/format';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * /dashboard/support-tickets: every customer's tickets, newest first, 10 a page; filtered by
 * status, priority and type, searched from the navbar (customer, subject or #number).
 */
export default function SupportTicketsPage() {
  const { t } = useTranslation('tickets');
  const format = useFormat();
  const statuses = statusLabels(t);
  const statusOptions = [
    { value: '', label: t('filters.allStatuses') },
    ...TICKET_STATUSES.map((s) => ({ value: s, label: statuses[s] })),
  ];
  const priorityOptions = [
    { value: '', label: t('filters.allPriorities') },
    ...TICKET_PRIORITIES.map((p) => ({ value: p, label: capitalized(priorityLabel(t, p)) })),
  ];
  const typeOptions = [
    { value: '', label: t('filters.allTypes') },
    ...TICKET_ISSUE_TYPES.map((type) => ({ value: type, label: capitalized(issueTypeLabel(t, type)) })),
  ];
  const list = useListQuery({
    pageSize: TICKETS_PAGE_SIZE,
    searchPlaceholder: t('list.search'),
    filters: {
      status: '' as TicketStatus | '',
      priority: '' as TicketPriority | '',
      issue_type: '' as TicketIssueType | '',
    },
    query: findTicketsQueryOptions,
  });
  const tickets = list.query;
  const filter = (name: 'status' | 'priority' | 'issue_type', label: string, data: typeof statusOptions) => (
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
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <Card>
        <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
          {filter('status', t('columns.status'), statusOptions)}
          {filter('priority', t('columns.priority'), priorityOptions)}
          {filter('issue_type', t('filters.type'), typeOptions)}
          {tickets.data ? (
            <Text size="sm" c="dimmed" ms="auto">
              {list.search
                ? t('list.totalMatching', {
                    count: tickets.data.total,
                    total: format.listTotal(tickets.data.total, tickets.data.totalIsExact),
                    search: list.search,
                  })
                : t('list.total', {
                    count: tickets.data.total,
                    total: format.listTotal(tickets.data.total, tickets.data.totalIsExact),
                  })}
            </Text>
          ) : null}
        </Group>
        <DataList
          columns={supportTicketColumns(t, format)}
          rows={list.items}
          rowKey={(ticket) => ticket.ticket_id}
          rowLabel={(ticket) => t('detail.title', { id: ticket.ticket_id })}
          rowAttributes={(ticket) => ({ 'data-ticket-id': ticket.ticket_id })}
          loading={tickets.isPending}
          loadingLabel={t('list.loading')}
          error={tickets.isError ? t(TICKET_LIST_MESSAGES.fetchFailed, { ns: 'messages' }) : null}
          onRetry={() => void tickets.refetch()}
          emptyMessage={t(TICKET_LIST_MESSAGES.noTickets, { ns: 'messages' })}
          pager={list.pager}
          breakpoint="md"
          minWidth={820}
        />
      </Card>
    </>
  );
}
