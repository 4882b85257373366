import { Badge, Text } from '@mantine/core';
import type { StaffRequest } from '@shop/domain/contracts/accounts';
import type { TFunction } from 'i18next';
import { roleLabels } from '@/lib/role-labels';
import { Isolate, Ltr } from '@/components/ui/ltr';
import type { Formatter } from '@/lib/i18n/format';
import type { DataColumn } from '@/components/ui/data-list';
import { StaffRequestActions } from './staff-request-actions';
import { STATUS_COLOR } from './status-color';

/** Staff requests: a six-column table on wider screens, cards on phones. */
export function staffRequestColumns(t: TFunction, format: Formatter): DataColumn<StaffRequest>[] {
  const roles = roleLabels(t);
  const statuses: Record<StaffRequest['action'], string> = {
    pending: t('status.pending', { ns: 'staff-requests' }),
    approved: t('status.approved', { ns: 'staff-requests' }),
    rejected: t('status.rejected', { ns: 'staff-requests' }),
  };
  return [
    {
      header: t('column.name', { ns: 'staff-requests' }),
      cell: (r) => (
        <Text fw={500}>
          {r.first_name} {r.last_name}
        </Text>
      ),
    },
    {
      header: t('column.email', { ns: 'staff-requests' }),
      cell: (r) => (
        <Text size="sm">
          <Ltr>{r.email}</Ltr>
        </Text>
      ),
    },
    {
      header: t('column.requestedRole', { ns: 'staff-requests' }),
      cell: (r) => (
        <Badge variant="outline" color="gray">
          {roles[r.requested_role]}
        </Badge>
      ),
    },
    {
      header: t('column.requested', { ns: 'staff-requests' }),
      cell: (r) => (
        <Text size="sm">
          <Isolate>{format.date(r.created_at)}</Isolate>
        </Text>
      ),
    },
    {
      header: t('column.status', { ns: 'staff-requests' }),
      card: 'corner',
      cell: (r) => (
        <Badge variant="light" color={STATUS_COLOR[r.action]}>
          {statuses[r.action]}
        </Badge>
      ),
    },
    {
      header: t('column.action', { ns: 'staff-requests' }),
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
}
