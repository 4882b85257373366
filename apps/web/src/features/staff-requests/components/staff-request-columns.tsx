import { Badge, Text } from '@mantine/core';
import type { StaffRequest } from '@shop/domain/contracts/accounts';
import { formatShopDate } from '@shop/domain/time';
import { ROLE_LABELS } from '@shop/domain/roles';
import type { DataColumn } from '@/components/ui/data-list';
import { StaffRequestActions } from './staff-request-actions';
import { STATUS_COLOR } from './status-color';

/** Staff requests: a six-column table on wider screens, cards on phones. */
export const staffRequestColumns: DataColumn<StaffRequest>[] = [
  {
    header: 'Name',
    cell: (r) => (
      <Text fw={500}>
        {r.first_name} {r.last_name}
      </Text>
    ),
  },
  { header: 'Email', cell: (r) => <Text size="sm">{r.email}</Text> },
  {
    header: 'Requested role',
    cell: (r) => (
      <Badge variant="outline" color="gray">
        {ROLE_LABELS[r.requested_role]}
      </Badge>
    ),
  },
  { header: 'Requested', cell: (r) => <Text size="sm">{formatShopDate(r.created_at)}</Text> },
  {
    header: 'Status',
    card: 'corner',
    cell: (r) => (
      <Badge variant="light" color={STATUS_COLOR[r.action]}>
        {r.action}
      </Badge>
    ),
  },
  {
    header: 'Action',
    card: 'footer',
    cell: (r) =>
      r.action === 'pending' ? (
        <StaffRequestActions request={r} />
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ),
  },
];
