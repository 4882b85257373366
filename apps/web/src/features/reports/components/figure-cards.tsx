import type { ReactNode } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCash, IconGift, IconBolt, IconLifebuoy, IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@shop/domain/contracts/reports';
import { aed, formatAed } from '@shop/domain/money';
import { formatShopDate } from '@shop/domain/time';

const money = (amount: number) => formatAed(aed(amount));

function Figure(props: {
  title: string;
  value: string;
  icon: ReactNode;
  color: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={36} radius="md" color={props.color}>
          {props.icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {props.title}
          </Text>
          <Text fz={26} fw={700} lh={1.15} data-testid={props.testId}>
            {props.value}
          </Text>
          {props.children}
        </Stack>
      </Group>
    </Card>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}

/** The period's headline figures: revenue split, free stringings, express share, tickets, liability. */
export function FigureCards({ summary }: { summary: ReportSummary }) {
  const { t } = useTranslation('reports');
  const { revenue, free_stringings: free, jobs, tickets, liability } = summary;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <Figure
        title={t('revenue.title')}
        value={money(revenue.total)}
        icon={<IconCash size={20} />}
        color="teal"
        testId="revenue-total"
      >
        <Line label={t('revenue.online')} value={money(revenue.online)} />
        <Line label={t('revenue.inStore')} value={money(revenue.in_store)} />
        <Line label={t('revenue.fees')} value={money(revenue.fees)} />
      </Figure>
      <Figure
        title={t('free.title')}
        value={String(free.count)}
        icon={<IconGift size={20} />}
        color="grape"
        testId="free-count"
      >
        <Text size="sm">{t('free.value', { value: money(free.value) })}</Text>
      </Figure>
      <Figure
        title={t('express.title')}
        value={`${jobs.express_share}%`}
        icon={<IconBolt size={20} />}
        color="orange"
        testId="express-share"
      >
        <Text size="sm">{t('express.detail', { express: jobs.express, total: jobs.total })}</Text>
      </Figure>
      <Figure
        title={t('tickets.title')}
        value={String(tickets.opened)}
        icon={<IconLifebuoy size={20} />}
        color="blue"
        testId="tickets-opened"
      >
        <Line label={t('tickets.resolved')} value={String(tickets.resolved)} />
        <Line
          label={t('tickets.firstResponse')}
          value={
            tickets.median_first_response_hours === null
              ? '—'
              : t('hours', { hours: tickets.median_first_response_hours })
          }
        />
      </Figure>
      <Figure
        title={t('liability.title')}
        value={money(liability.value)}
        icon={<IconReceiptRefund size={20} />}
        color="red"
        testId="liability-value"
      >
        <Text size="sm">{t('liability.unused', { count: liability.unused })}</Text>
        <Text size="sm" c={liability.expiring_30_days > 0 ? 'red.9' : undefined}>
          {t('liability.expiring', {
            count: liability.expiring_30_days,
            value: money(liability.expiring_30_days_value),
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('liability.asOf', { date: formatShopDate(liability.as_of) })}
        </Text>
      </Figure>
    </SimpleGrid>
  );
}
