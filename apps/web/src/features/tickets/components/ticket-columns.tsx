import { Button, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Ticket } from '@shop/domain/contracts/tickets';
import { actionsColumn, type DataColumn } from '@/components/ui/data-list';
import { TicketStatusBadge } from './ticket-status-badge';
import { UpdatedPill } from './updated-pill';
import { issueTypeLabel, priorityLabel } from '../lib/ticket-text';
import { DirectionIcon } from '@/components/ui/direction-icon';
import type { Formatter } from '@/lib/i18n/format';

/** A customer's tickets: the table on wider screens, the cards on phones. */
export function ticketColumns(
  t: TFunction<'tickets'>,
  onOpen: (ticket: Ticket) => void,
  format: Formatter,
): DataColumn<Ticket>[] {
  return [
    {
      header: t('columns.subject'),
      cell: (ticket) => (
        <>
          <Text fw={500}>{ticket.subject}</Text>
          <Text size="xs" c="dimmed">
            #{ticket.ticket_id} · {issueTypeLabel(t, ticket.issue_type)} ·{' '}
            {t('columns.priorityText', { priority: priorityLabel(t, ticket.priority_level) })}
          </Text>
        </>
      ),
    },
    { header: t('columns.status'), card: 'corner', cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
    { header: t('columns.created'), cell: (ticket) => <Text size="sm">{format.dateTime(ticket.created_at)}</Text> },
    {
      header: t('columns.updated'),
      cell: (ticket) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{format.dateTime(ticket.updated_at)}</Text>
          <UpdatedPill createdAt={ticket.created_at} updatedAt={ticket.updated_at} />
        </Group>
      ),
    },
    actionsColumn(t('columns.actions'), (ticket) => (
      <Button
        size="xs"
        variant="light"
        rightSection={<DirectionIcon toward="forward" kind="chevron" size={14} />}
        onClick={() => onOpen(ticket)}
        aria-label={t('columns.viewTicket', { subject: ticket.subject })}
      >
        {t('columns.view')}
      </Button>
    )),
  ];
}
