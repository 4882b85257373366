import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { StaffRequest } from '@shop/domain/contracts/accounts';
import { formatShopDate } from '@shop/domain/time';
import { ROLE_LABELS } from '@shop/domain/roles';
import { StaffRequestActions } from './staff-request-actions';
import { STATUS_COLOR } from './status-color';

/** The requests as cards, for phones, where a six-column table does not fit. */
export function StaffRequestCards({ items }: { items: StaffRequest[] }) {
  return (
    <Stack gap="sm">
      {items.map((r) => (
        <Card key={r.user_id} padding="md" component="article" aria-label={`${r.first_name} ${r.last_name}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>
                {r.first_name} {r.last_name}
              </Text>
              <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {r.email}
              </Text>
            </div>
            <Badge variant="light" color={STATUS_COLOR[r.action]} style={{ flexShrink: 0 }}>
              {r.action}
            </Badge>
          </Group>
          <Group gap="xs" mt="xs">
            <Badge variant="outline" color="gray">
              {ROLE_LABELS[r.requested_role]}
            </Badge>
            <Text size="xs" c="dimmed">
              Requested {formatShopDate(r.created_at)}
            </Text>
          </Group>
          {r.action === 'pending' ? (
            <Group mt="sm">
              <StaffRequestActions request={r} />
            </Group>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}
