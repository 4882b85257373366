import { Badge } from '@mantine/core';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@shop/domain/ticket-status';

const COLORS: Record<TicketStatus, string> = { open: 'blue', in_progress: 'orange', resolved: 'teal', closed: 'gray' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {TICKET_STATUS_LABELS[status]}
    </Badge>
  );
}
