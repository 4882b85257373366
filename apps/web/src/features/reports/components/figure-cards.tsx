import type { ReactNode } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCash, IconGift, IconBolt, IconLifebuoy, IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ReportSummary } from '@shop/domain/contracts/reports';
import { aed } from '@shop/domain/money';
import { useFormat, type Formatter } from '@/lib/i18n/format';

interface Figure {
  title: string;
  value: string;
  icon: ReactNode;
  color: string;
  testId: string;
  /** The lines under the figure: a label and its value, or a sentence. */
  lines: ({ label: string; value: string } | { text: string; color?: string; small?: boolean })[];
}

/** The period's headline figures, in the order the cards show them. */
function figuresOf(summary: ReportSummary, t: TFunction<'reports'>, format: Formatter): Figure[] {
  const money = (amount: number) => format.money(aed(amount));
  const { revenue, free_stringings: free, jobs, tickets, liability } = summary;
  const firstResponse = tickets.median_first_response_hours;
  return [
    {
      title: t('revenue.title'),
      value: money(revenue.total),
      icon: <IconCash size={20} />,
      color: 'teal',
      testId: 'revenue-total',
      lines: [
        { label: t('revenue.online'), value: money(revenue.online) },
        { label: t('revenue.inStore'), value: money(revenue.in_store) },
        { label: t('revenue.fees'), value: money(revenue.fees) },
      ],
    },
    {
      title: t('free.title'),
      value: String(free.count),
      icon: <IconGift size={20} />,
      color: 'grape',
      testId: 'free-count',
      lines: [{ text: t('free.value', { value: money(free.value) }) }],
    },
    {
      title: t('express.title'),
      value: `${jobs.express_share}%`,
      icon: <IconBolt size={20} />,
      color: 'orange',
      testId: 'express-share',
      lines: [{ text: t('express.detail', { express: jobs.express, total: jobs.total }) }],
    },
    {
      title: t('tickets.title'),
      value: String(tickets.opened),
      icon: <IconLifebuoy size={20} />,
      color: 'blue',
      testId: 'tickets-opened',
      lines: [
        { label: t('tickets.resolved'), value: String(tickets.resolved) },
        {
          label: t('tickets.firstResponse'),
          value: firstResponse === null ? '—' : t('hours', { count: firstResponse }),
        },
      ],
    },
    {
      title: t('liability.title'),
      value: money(liability.value),
      icon: <IconReceiptRefund size={20} />,
      color: 'red',
      testId: 'liability-value',
      lines: [
        { text: t('liability.unused', { count: liability.unused }) },
        {
          text: t('liability.expiring', {
            count: liability.expiring_30_days,
            value: money(liability.expiring_30_days_value),
          }),
          color: liability.expiring_30_days > 0 ? 'red.9' : undefined,
        },
        { text: t('liability.asOf', { date: format.date(liability.as_of) }), small: true },
      ],
    },
  ];
}

function FigureCard({ figure }: { figure: Figure }) {
  return (
    <Card>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={36} radius="md" color={figure.color}>
          {figure.icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {figure.title}
          </Text>
          <Text fz={26} fw={700} lh={1.15} data-testid={figure.testId}>
            {figure.value}
          </Text>
          {figure.lines.map((line) =>
            'label' in line ? (
              <Group key={line.label} justify="space-between" gap="md" wrap="nowrap">
                <Text size="sm">{line.label}</Text>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {line.value}
                </Text>
              </Group>
            ) : (
              <Text key={line.text} size={line.small ? 'xs' : 'sm'} c={line.small ? 'dimmed' : line.color}>
                {line.text}
              </Text>
            ),
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** The period's headline figures: revenue split, free stringings, express share, tickets, liability. */
export function FigureCards({ summary }: { summary: ReportSummary }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {figuresOf(summary, t, format).map((figure) => (
        <FigureCard key={figure.testId} figure={figure} />
      ))}
    </SimpleGrid>
  );
}
