import { Group, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { DASHBOARD_MESSAGES, isRefundMethod, type TakingsLine } from '@shop/domain/contracts/dashboard';
import { aed } from '@shop/domain/money';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Isolate, Ltr } from '@/components/ui/ltr';
import { useFormat } from '@/lib/i18n/format';
import { HomeCard } from '@/components/ui/home-card';
import { useToday } from '../api/get-today';

/** Dashboard home card: the money taken today (Asia/Dubai), in total and by payment method. */
/** "2 payments", "1 refund". */
function countText(t: TFunction, line: TakingsLine): string {
  return isRefundMethod(line.method)
    ? t('takings.refunds', { count: line.count })
    : t('takings.payments', { count: line.count });
}

export function TodayTakingsCard() {
  const { t } = useTranslation('dashboard');
  const tm = (message: string) => t(message, { ns: 'messages' });
  const format = useFormat();
  const today = useToday();
  const takings = today.data?.takings;
  return (
    <HomeCard
      icon={IconCash}
      color="teal"
      title={t('takings.title')}
      subtitle={today.data ? <Isolate>{format.date(today.data.date)}</Isolate> : null}
      loading={today.isPending}
      error={today.isError ? tm(DASHBOARD_MESSAGES.takingsFailed) : null}
    >
      {takings ? (
        <Stack gap="xs">
          <Text fz={32} fw={700} lh={1.1} data-testid="takings-total">
            <Ltr>{format.money(aed(takings.total))}</Ltr>
          </Text>
          {takings.count === 0 ? (
            <Text size="sm" c="dimmed">
              {tm(DASHBOARD_MESSAGES.noTakings)}
            </Text>
          ) : null}
          <Stack gap={4} component="dl" m={0}>
            {takings.methods
              .filter((line) => !isRefundMethod(line.method) || line.count > 0)
              .map((line) => (
                <Group key={line.method} justify="space-between" wrap="nowrap" gap="sm">
                  <Text component="dt" size="sm">
                    {tm(line.label)}{' '}
                    <Text span size="xs" c="dimmed">
                      ({countText(t, line)})
                    </Text>
                  </Text>
                  <Text component="dd" size="sm" fw={600} m={0}>
                    <Ltr>{format.money(aed(line.amount))}</Ltr>
                  </Text>
                </Group>
              ))}
          </Stack>
        </Stack>
      ) : null}
    </HomeCard>
  );
}
