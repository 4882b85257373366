import { Link } from 'react-router';
import { Anchor, Badge, Button, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TicketListItem } from '@shop/domain/contracts/ticket-list';
import { actionsColumn, type DataColumn } from '@/components/ui/data-list';
import { customerTicketsPath, ticketPath } from '@/lib/ticket-paths';
import { TicketStatusBadge } from './ticket-status-badge';
import { issueTypeLabel, priorityLabel } from '../lib/ticket-text';
import { DirectionIcon } from '@/components/ui/direction-icon';
import type { Formatter } from '@/lib/i18n/format';

const PRIORITY_COLORS: Record<string, string> = { high: 'red', medium: 'yellow', low: 'gray' };

/** The shop-wide Support Tickets list: each row names its customer and links to the ticket. */
export const supportTicketColumns = (t: TFunction<'tickets'>, format: Formatter): DataColumn<TicketListItem>[] => [
  {
    header: t('columns.ticket'),
    card: 'title',
    cell: (ticket) => (
      <>
        <Anchor component={Link} to={ticketPath(ticket.ticket_id)} fw={600} size="sm">
          {ticket.subject}
        </Anchor>
        <Text size="xs" c="dimmed">
          #{ticket.ticket_id} · {issueTypeLabel(t, ticket.issue_type)}
        </Text>
      </>
    ),
  },
  {
    header: t('columns.customer'),
    cell: (ticket) => (
      <Anchor component={Link} to={customerTicketsPath(ticket.customer.id)} size="sm">
        {ticket.customer.name || t('customer.number', { id: ticket.customer.id })}
      </Anchor>
    ),
  },
  {
    header: t('columns.priority'),
    cell: (ticket) => (
      <Badge color={PRIORITY_COLORS[ticket.priority_level] ?? 'gray'} variant="light" radius="sm">
        {priorityLabel(t, ticket.priority_level)}
      </Badge>
    ),
  },
  { header: t('columns.status'), card: 'corner', cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
  {
    header: t('columns.raised'),
    nowrap: true,
    cell: (ticket) => <Text size="sm">{format.dateTime(ticket.created_at)}</Text>,
  },
  actionsColumn(t('columns.actions'), (ticket) => (
    <Button
      component={Link}
      to={ticketPath(ticket.ticket_id)}
      size="xs"
      variant="light"
      rightSection={<DirectionIcon toward="forward" kind="chevron" size={14} />}
      aria-label={t('columns.openTicket', { id: ticket.ticket_id })}
    >
      {t('columns.open')}
    </Button>
  )),
];
