import { BarChart, DonutChart } from '@mantine/charts';
import { Card, Group, Stack, Text, Title, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@shop/domain/contracts/reports';
import { aed } from '@shop/domain/money';
import { useFormat } from '@/lib/i18n/format';
import { eachDay } from '@shop/domain/shop-days';
import { EmptyState } from '@/components/ui/states';
import { labelledDays } from '../lib/day-ticks';
import { usePhone } from '../lib/use-phone';

/**
 * The axes read from the right in Arabic: the days run right to left and the value axis stands on the right of a
 * column chart; a bar chart's names stand on the right and its bars grow leftwards.
 */
export function mirroredAxes(dir: 'ltr' | 'rtl') {
  const rtl = dir === 'rtl';
  return { x: { reversed: rtl }, y: { orientation: rtl ? ('right' as const) : ('left' as const) } };
}

/** "05/01" for 2026-01-05: the day and month (dd/mm, as dates are shown). */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Jobs received per Dubai day: stringing and grip stacked, the express ones as their own bar beside. */
export function JobsPerDayChart({ summary }: { summary: ReportSummary }) {
  const { t } = useTranslation('reports');
  const phone = usePhone();
  const axes = mirroredAxes(useDirection().dir);
  const byDay = new Map(summary.jobs.by_day.map((d) => [d.date, d]));
  const days = eachDay(summary.from, summary.to);
  // A month's 31 labels crowd a phone: there the Mondays carry them (weeks), on wider screens up to 16 days.
  const labelled = new Set([...labelledDays(days, phone ? 6 : 16)].map(dayMonth));
  const data = days.map((day) => ({
    day: dayMonth(day),
    stringing: byDay.get(day)?.stringing ?? 0,
    grip: byDay.get(day)?.grip ?? 0,
    express: byDay.get(day)?.express ?? 0,
  }));
  return (
    <Card>
      <Title order={2} size="h4" mb="xs">
        {t('jobs.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('jobs.summary', { total: summary.jobs.total, stringing: summary.jobs.stringing, grip: summary.jobs.grip })}
      </Text>
      {summary.jobs.total === 0 ? (
        <EmptyState message={t('jobs.none')} />
      ) : (
        <BarChart
          h={phone ? 240 : 280}
          data={data}
          dataKey="day"
          xAxisProps={{ ...axes.x, interval: 0, tickFormatter: (day: string) => (labelled.has(day) ? day : '') }}
          yAxisProps={axes.y}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          tickLine="y"
          gridAxis="x"
          maxBarWidth={28}
          // On a phone a day is a few pixels wide: its two bars touch, so each stays visible.
          barChartProps={phone ? { barGap: 0, barCategoryGap: 1 } : undefined}
          series={[
            { name: 'stringing', label: t('jobs.stringing'), color: 'blue.7', stackId: 'jobs' },
            { name: 'grip', label: t('jobs.grip'), color: 'teal.6', stackId: 'jobs' },
            { name: 'express', label: t('jobs.express'), color: 'orange.6', stackId: 'express' },
          ]}
        />
      )}
    </Card>
  );
}

/** Revenue split: online, in store, pickup/delivery fees. */
export function RevenueChart({ summary }: { summary: ReportSummary }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const { revenue } = summary;
  const parts = [
    { name: t('revenue.online'), value: revenue.online, color: 'blue.7' },
    { name: t('revenue.inStore'), value: revenue.in_store, color: 'teal.6' },
    { name: t('revenue.fees'), value: revenue.fees, color: 'grape.6' },
  ];
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        {t('revenue.split')}
      </Title>
      {revenue.total === 0 ? (
        <EmptyState message={t('revenue.none')} />
      ) : (
        <Group gap="lg" wrap="wrap" justify="center">
          <DonutChart
            data={parts.filter((p) => p.value > 0)}
            size={180}
            thickness={28}
            withTooltip
            tooltipDataSource="segment"
            valueFormatter={(value) => format.money(aed(value))}
            chartLabel={format.money(aed(revenue.total))}
          />
          <Stack gap={6}>
            {parts.map((p) => (
              <Group key={p.name} gap="xs" wrap="nowrap">
                <div
                  style={{
                    width: 12,
                    height: 12,
                    borderRadius: 3,
                    background: `var(--mantine-color-${p.color.replace('.', '-')})`,
                  }}
                />
                <Text size="sm">{p.name}</Text>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {format.money(aed(p.value))}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Card>
  );
}

/** The strings used most: by metres, as horizontal bars. */
export function TopStringsChart({ summary }: { summary: ReportSummary }) {
  const { t } = useTranslation('reports');
  const phone = usePhone();
  const axes = mirroredAxes(useDirection().dir);
  const data = summary.top_strings.by_metres.map((s) => ({ name: s.name, metres: s.metres }));
  if (data.length === 0) return null;
  // On a phone the names get a narrower column and wrap onto two lines, so each bar gets a taller row.
  return (
    <BarChart
      h={Math.max(160, data.length * (phone ? 44 : 34))}
      data={data}
      dataKey="name"
      orientation="vertical"
      xAxisProps={axes.x}
      yAxisProps={{ ...axes.y, width: phone ? 116 : 180 }}
      gridAxis="y"
      series={[{ name: 'metres', label: t('strings.metres'), color: 'blue.7' }]}
      valueFormatter={(value) => t('strings.metresValue', { metres: value })}
    />
  );
}
