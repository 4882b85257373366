import { Badge, Button, Card, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconCalendarCheck, IconGift } from '@tabler/icons-react';
import type { RacketEntitlement } from '@shop/domain/contracts/purchases';
import { aed, formatAed } from '@shop/domain/money';
import { formatShopDate } from '@shop/domain/time';

/** One racket's free stringings: used of total, validity, and Book free stringing when one is left. */
export function RacketEntitlementCard({
  racket,
  onBook,
}: {
  racket: RacketEntitlement;
  onBook(racket: RacketEntitlement): void;
}) {
  const left = racket.remaining_services > 0 && !racket.expired;
  const usedPercent = (racket.used_services / racket.total_free_services) * 100;
  const status = racket.expired ? (
    <Badge color="gray" variant="light">
      Expired
    </Badge>
  ) : racket.remaining_services === 0 ? (
    <Badge color="gray" variant="light">
      All used
    </Badge>
  ) : racket.eligible ? (
    <Badge color="teal" variant="light">
      Eligible today
    </Badge>
  ) : (
    <Badge color="yellow" variant="light">
      Next from {racket.next_eligible_date ? formatShopDate(racket.next_eligible_date) : '—'}
    </Badge>
  );
  return (
    <Card data-testid="racket-entitlement" aria-label={racket.racket_name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0, flex: '1 1 180px' }}>
            <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
              {racket.racket_name}
            </Text>
            <Text size="xs" c="dimmed">
              Bought {formatShopDate(racket.purchase_date)} · {formatAed(aed(racket.price))}
            </Text>
          </div>
          {status}
        </Group>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm">
              <b>{racket.remaining_services}</b> of {racket.total_free_services} free stringings left
            </Text>
            <Text size="xs" c="dimmed">
              {racket.used_services} used
            </Text>
          </Group>
          <Progress
            value={usedPercent}
            color={left ? 'court' : 'gray'}
            size="md"
            radius="xl"
            aria-label={`${racket.used_services} of ${racket.total_free_services} used`}
          />
        </div>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <IconCalendarCheck size={14} color="var(--mantine-color-dimmed)" />
            <Text size="xs" c="dimmed">
              Valid until {formatShopDate(racket.valid_until)} · worth {formatAed(aed(racket.service_value))} each
            </Text>
          </Group>
          {left ? (
            <Tooltip
              label={
                racket.eligible
                  ? 'One free stringing a month per racket'
                  : `Next eligible on ${racket.next_eligible_date ? formatShopDate(racket.next_eligible_date) : '—'}`
              }
            >
              <Button
                size="xs"
                leftSection={<IconGift size={14} />}
                disabled={!racket.eligible}
                onClick={() => onBook(racket)}
                aria-label={`Book free stringing for ${racket.racket_name}`}
              >
                {racket.eligible
                  ? 'Book free stringing'
                  : `Next: ${racket.next_eligible_date ? formatShopDate(racket.next_eligible_date) : '—'}`}
              </Button>
            </Tooltip>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
