import { Link } from 'react-router';
import { Anchor, Badge, Button, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { TicketListItem } from '@shop/domain/contracts/ticket-list';
import { formatShopDateTime } from '@shop/domain/time';
import type { DataColumn } from '@/components/ui/data-list';
import { customerTicketsPath, ticketPath } from '../lib/paths';
import { TicketStatusBadge } from './ticket-status-badge';

const PRIORITY_COLORS: Record<string, string> = { high: 'red', medium: 'yellow', low: 'gray' };

/** The shop-wide Support Tickets list: each row names its customer and links to the ticket. */
export const supportTicketColumns: DataColumn<TicketListItem>[] = [
  {
    header: 'Ticket',
    card: 'title',
    cell: (ticket) => (
      <>
        <Anchor component={Link} to={ticketPath(ticket.ticket_id)} fw={600} size="sm">
          {ticket.subject}
        </Anchor>
        <Text size="xs" c="dimmed">
          #{ticket.ticket_id} · {ticket.issue_type}
        </Text>
      </>
    ),
  },
  {
    header: 'Customer',
    cell: (ticket) => (
      <Anchor component={Link} to={customerTicketsPath(ticket.customer.id)} size="sm">
        {ticket.customer.name || `Customer #${ticket.customer.id}`}
      </Anchor>
    ),
  },
  {
    header: 'Priority',
    cell: (ticket) => (
      <Badge color={PRIORITY_COLORS[ticket.priority_level] ?? 'gray'} variant="light" radius="sm">
        {ticket.priority_level}
      </Badge>
    ),
  },
  { header: 'Status', card: 'corner', cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
  {
    header: 'Raised',
    nowrap: true,
    cell: (ticket) => <Text size="sm">{formatShopDateTime(ticket.created_at)}</Text>,
  },
  {
    header: 'Actions',
    hideHeader: true,
    align: 'right',
    card: 'footer',
    cell: (ticket) => (
      <Button
        component={Link}
        to={ticketPath(ticket.ticket_id)}
        size="xs"
        variant="light"
        rightSection={<IconChevronRight size={14} />}
        aria-label={`Open ticket #${ticket.ticket_id}`}
      >
        Open
      </Button>
    ),
  },
];
