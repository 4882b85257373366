import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '@shop/domain/ticket-status';
import { statusLabels } from '../lib/ticket-text';

const COLORS: Record<TicketStatus, string> = { open: 'blue', in_progress: 'orange', resolved: 'teal', closed: 'gray' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {statusLabels(t)[status]}
    </Badge>
  );
}
