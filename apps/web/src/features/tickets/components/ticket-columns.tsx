import { Button, Group, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { Ticket } from '@shop/domain/contracts/tickets';
import { formatShopDateTime } from '@shop/domain/time';
import type { DataColumn } from '@/components/ui/data-list';
import { TicketStatusBadge } from './ticket-status-badge';
import { UpdatedPill } from './updated-pill';

/** A customer's tickets: the table on wider screens, the cards on phones. */
export function ticketColumns(onOpen: (ticket: Ticket) => void): DataColumn<Ticket>[] {
  return [
    {
      header: 'Subject',
      cell: (ticket) => (
        <>
          <Text fw={500}>{ticket.subject}</Text>
          <Text size="xs" c="dimmed">
            #{ticket.ticket_id} · {ticket.issue_type} · {ticket.priority_level} priority
          </Text>
        </>
      ),
    },
    { header: 'Status', card: 'corner', cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
    { header: 'Created', cell: (ticket) => <Text size="sm">{formatShopDateTime(ticket.created_at)}</Text> },
    {
      header: 'Updated',
      cell: (ticket) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{formatShopDateTime(ticket.updated_at)}</Text>
          <UpdatedPill createdAt={ticket.created_at} updatedAt={ticket.updated_at} />
        </Group>
      ),
    },
    {
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      card: 'footer',
      cell: (ticket) => (
        <Button
          size="xs"
          variant="light"
          rightSection={<IconChevronRight size={14} />}
          onClick={() => onOpen(ticket)}
          aria-label={`View ticket ${ticket.subject}`}
        >
          View
        </Button>
      ),
    },
  ];
}
