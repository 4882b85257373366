import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { DASHBOARD_MESSAGES, type TakingsLine } from '@shop/domain/contracts/dashboard';
import { aed, formatAed } from '@shop/domain/money';
import { formatShopDate } from '@shop/domain/time';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useToday } from '../api/get-today';

/** Dashboard home card: the money taken today (Asia/Dubai), in total and by payment method. */
/** "2 payments", "1 refund". */
function countText(line: TakingsLine): string {
  const [one, many] = line.method === 'card-refunds' ? ['refund', 'refunds'] : ['payment', 'payments'];
  return `${line.count} ${line.count === 1 ? one : many}`;
}

export function TodayTakingsCard() {
  const today = useToday();
  const takings = today.data?.takings;
  return (
    <Card>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size={36} radius="md" color="teal">
          <IconCash size={20} />
        </ThemeIcon>
        <div>
          <Title order={2} size="h4">
            Today&apos;s takings
          </Title>
          {today.data ? (
            <Text size="xs" c="dimmed">
              {formatShopDate(today.data.date)}
            </Text>
          ) : null}
        </div>
      </Group>
      {today.isPending ? <LoadingState /> : null}
      {today.isError ? <ErrorState message={DASHBOARD_MESSAGES.takingsFailed} /> : null}
      {takings ? (
        <Stack gap="xs">
          <Text fz={32} fw={700} lh={1.1} data-testid="takings-total">
            {formatAed(aed(takings.total))}
          </Text>
          {takings.count === 0 ? (
            <Text size="sm" c="dimmed">
              {DASHBOARD_MESSAGES.noTakings}
            </Text>
          ) : null}
          <Stack gap={4} component="dl" m={0}>
            {takings.methods
              .filter((line) => line.method !== 'card-refunds' || line.count > 0)
              .map((line) => (
                <Group key={line.method} justify="space-between" wrap="nowrap" gap="sm">
                  <Text component="dt" size="sm">
                    {line.label}{' '}
                    <Text span size="xs" c="dimmed">
                      ({countText(line)})
                    </Text>
                  </Text>
                  <Text component="dd" size="sm" fw={600} m={0}>
                    {formatAed(aed(line.amount))}
                  </Text>
                </Group>
              ))}
          </Stack>
        </Stack>
      ) : null}
    </Card>
  );
}
