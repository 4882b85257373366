import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CashUp, CashUpCounted } from '@shop/domain/contracts/cash-up';
import { aed } from '@shop/domain/money';
import { useFormat } from '@/lib/i18n/format';

/** One line of a card: its name, how many documents (or jobs), and their amount. */
interface Line {
  label: string;
  count?: number;
  amount?: number;
  strong?: boolean;
  testId?: string;
}

function FiguresCard({ title, lines }: { title: string; lines: Line[] }) {
  const format = useFormat();
  return (
    <Card>
      <Text size="sm" c="dimmed" fw={500} mb="xs">
        {title}
      </Text>
      <Stack gap={6}>
        {lines.map((line) => (
          <Group key={line.label} justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm" fw={line.strong ? 700 : 400}>
              {line.label}
            </Text>
            <Group gap="md" wrap="nowrap">
              {line.count !== undefined ? (
                <Text size="sm" c="dimmed" data-testid={line.amount === undefined ? line.testId : undefined}>
                  {format.number(line.count)}
                </Text>
              ) : null}
              {line.amount !== undefined ? (
                <Text size="sm" fw={line.strong ? 700 : 600} style={{ whiteSpace: 'nowrap' }} data-testid={line.testId}>
                  {format.money(aed(line.amount))}
                </Text>
              ) : null}
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

const counted = (label: string, figure: CashUpCounted, more: Partial<Line> = {}): Line => ({
  label,
  count: figure.count,
  amount: figure.amount,
  ...more,
});

/** The day's figures: payments, refunds, net takings, what is not in them, and the jobs. */
export function CashUpFigures({ cashUp }: { cashUp: CashUp }) {
  const { t } = useTranslation('reports');
  const { payments, refunds, jobs } = cashUp;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <FiguresCard
        title={t('cashUp.payments')}
        lines={[
          counted(t('cashUp.online'), payments.online),
          counted(t('cashUp.inStore'), payments.in_store),
          counted(t('cashUp.free'), payments.free),
          counted(t('cashUp.totalPayments'), payments.total, { strong: true, testId: 'cash-up-payments' }),
        ]}
      />
      <FiguresCard
        title={t('cashUp.refunds')}
        lines={[
          counted(t('cashUp.toCard'), refunds.card),
          counted(t('cashUp.inStore'), refunds.in_store),
          counted(t('cashUp.totalRefunds'), refunds.total, { strong: true, testId: 'cash-up-refunds' }),
        ]}
      />
      <FiguresCard
        title={t('cashUp.net')}
        lines={[
          { label: t('cashUp.netCard'), amount: cashUp.net_by_method.card },
          { label: t('cashUp.inStore'), amount: cashUp.net_by_method.in_store },
          { label: t('cashUp.net'), amount: cashUp.net_takings, strong: true, testId: 'cash-up-net' },
        ]}
      />
      <FiguresCard
        title={t('cashUp.notTakings')}
        lines={[counted(t('cashUp.voids'), cashUp.voids), counted(t('cashUp.freeServices'), cashUp.free_services)]}
      />
      <FiguresCard
        title={t('cashUp.jobs')}
        lines={[
          { label: t('cashUp.received'), count: jobs.received, testId: 'cash-up-received' },
          { label: t('cashUp.ready'), count: jobs.ready },
          { label: t('cashUp.collected'), count: jobs.collected },
        ]}
      />
    </SimpleGrid>
  );
}
