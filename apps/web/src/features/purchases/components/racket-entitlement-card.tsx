import { Badge, Button, Card, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconCalendarCheck, IconGift } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import type { RacketEntitlement } from '@shop/domain/contracts/purchases';
import { aed } from '@shop/domain/money';
import { useFormat } from '@/lib/i18n/format';
import type { CustomerState } from './service-cards';

/** One racket's free stringings: used of total, validity, and Book free stringing when one is left. */
export function RacketEntitlementCard({
  racket,
  onBook,
  customer = 'ready',
}: {
  racket: RacketEntitlement;
  onBook(racket: RacketEntitlement): void;
  /**
   * The booking starts in the customer's checkout: until the customer is loaded the button waits (a loader); when
   * the customer failed to load it stays disabled.
   */
  customer?: CustomerState;
}) {
  const { t } = useTranslation('purchases');
  const format = useFormat();
  const next = racket.next_eligible_date ? format.date(racket.next_eligible_date) : '—';
  const left = racket.remaining_services > 0 && !racket.expired;
  const usedPercent = (racket.used_services / racket.total_free_services) * 100;
  const status = racket.expired ? (
    <Badge color="gray" variant="light">
      {t('racket.expired')}
    </Badge>
  ) : racket.remaining_services === 0 ? (
    <Badge color="gray" variant="light">
      {t('racket.allUsed')}
    </Badge>
  ) : racket.eligible ? (
    <Badge color="teal" variant="light">
      {t('racket.eligibleToday')}
    </Badge>
  ) : (
    <Badge color="yellow" variant="light">
      {t('racket.nextFrom', { date: next })}
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
              {t('racket.bought', {
                date: format.date(racket.purchase_date),
                price: format.money(aed(racket.price)),
              })}
            </Text>
          </div>
          {status}
        </Group>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="racket.left"
                count={racket.total_free_services}
                values={{ remaining: racket.remaining_services }}
                components={{ b: <b /> }}
              />
            </Text>
            <Text size="xs" c="dimmed">
              {t('racket.used', { count: racket.used_services })}
            </Text>
          </Group>
          <Progress
            value={usedPercent}
            color={left ? 'court' : 'gray'}
            size="md"
            radius="xl"
            aria-label={t('racket.usedOf', { used: racket.used_services, count: racket.total_free_services })}
          />
        </div>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <IconCalendarCheck size={14} color="var(--mantine-color-dimmed)" />
            <Text size="xs" c="dimmed">
              {t('racket.validity', {
                date: format.date(racket.valid_until),
                value: format.money(aed(racket.service_value)),
              })}
            </Text>
          </Group>
          {left ? (
            <Tooltip label={racket.eligible ? t('racket.oneAMonth') : t('racket.nextEligibleOn', { date: next })}>
              <Button
                size="xs"
                leftSection={<IconGift size={14} />}
                disabled={!racket.eligible || customer === 'failed'}
                loading={racket.eligible && customer === 'loading'}
                onClick={() => onBook(racket)}
                aria-label={t('racket.bookAria', { racket: racket.racket_name })}
              >
                {racket.eligible ? t('racket.book') : t('racket.nextShort', { date: next })}
              </Button>
            </Tooltip>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
