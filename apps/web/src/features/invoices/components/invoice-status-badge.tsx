import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = { paid: 'green', refunded: 'orange', void: 'gray' };

export function InvoiceStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={COLORS[status] ?? 'blue'} tt="capitalize">
      {status}
    </Badge>
  );
}
