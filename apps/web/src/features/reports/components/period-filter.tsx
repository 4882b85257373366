import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Store } from '@shop/domain/pickup';
import { useStoreOptions } from '@/lib/i18n/stores';
import { periodRange, REPORT_PERIODS, type ReportPeriod, shopDate } from '@shop/domain/shop-days';
import { DateField } from '@/components/ui/date-field';

export type PeriodChoice = ReportPeriod | 'custom';

export interface ReportFilter {
  period: PeriodChoice;
  from: string;
  to: string;
  store: Store | null;
}

/** The filter a report opens with: this month, every store. */
export function initialFilter(today: string = shopDate()): ReportFilter {
  return { period: 'this-month', ...periodRange('this-month', today), store: null };
}

/** Period (today, this week, this month, last month, custom Dubai days) and store. */
export function PeriodFilter({ value, onChange }: { value: ReportFilter; onChange(next: ReportFilter): void }) {
  const { t } = useTranslation('reports');
  const storeOptions = useStoreOptions();
  const labels: Record<PeriodChoice, string> = {
    today: t('period.today'),
    'this-week': t('period.thisWeek'),
    'this-month': t('period.thisMonth'),
    'last-month': t('period.lastMonth'),
    custom: t('period.custom'),
  };
  const choose = (period: PeriodChoice) =>
    onChange(period === 'custom' ? { ...value, period } : { ...value, period, ...periodRange(period, shopDate()) });
  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="report-period-label">
            {t('period.label')}
          </Text>
          <SegmentedControl
            aria-labelledby="report-period-label"
            value={value.period}
            onChange={(period) => choose(period as PeriodChoice)}
            data={[...REPORT_PERIODS, 'custom' as const].map((p) => ({ value: p, label: labels[p] }))}
            style={{ flexWrap: 'wrap' }}
          />
        </Stack>
        <Select
          label={t('store.label')}
          value={value.store ?? ''}
          onChange={(store) => onChange({ ...value, store: (store || null) as Store | null })}
          data={[{ value: '', label: t('store.all') }, ...storeOptions]}
          allowDeselect={false}
          w={220}
        />
      </Group>
      {value.period === 'custom' ? (
        <Group gap="md" wrap="wrap">
          <DateField
            label={t('period.from')}
            value={value.from}
            max={value.to}
            clearable={false}
            onChange={(from) => from && onChange({ ...value, from })}
          />
          <DateField
            label={t('period.to')}
            value={value.to}
            min={value.from}
            clearable={false}
            onChange={(to) => to && onChange({ ...value, to })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
