import '@mantine/charts/styles.css';
import { useState } from 'react';
import { Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCash, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import type { ReportQuery } from '@shop/domain/contracts/reports';
import { REPORT_MESSAGES } from '@shop/domain/contracts/reports';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { downloadJobsCsv, useReportSummary } from '../api/reports';
import { JobsPerDayChart, RevenueChart } from '../components/charts';
import { FigureCards } from '../components/figure-cards';
import { initialFilter, PeriodFilter, type ReportFilter } from '../components/period-filter';
import { TopStringsTable, TurnaroundTable } from '../components/tables';

/** /dashboard/reports (admin and superadmin): the owner's figures of a period of Dubai days. */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const [filter, setFilter] = useState<ReportFilter>(() => initialFilter());
  const query: ReportQuery = { from: filter.from, to: filter.to, ...(filter.store ? { store: filter.store } : {}) };
  const summary = useReportSummary(query);
  const [downloading, setDownloading] = useState(false);
  const downloadJobs = async () => {
    setDownloading(true);
    try {
      await downloadJobsCsv(query);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t(errorMessage(error, REPORT_MESSAGES.reportFailed), { ns: 'messages' }),
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('subtitle', { from: format.date(filter.from), to: format.date(filter.to) })}
        </Text>
      </div>
      <Group>
        <Button component={Link} to="/dashboard/reports/cash-up" variant="light" leftSection={<IconCash size={16} />}>
          {t('cashUp.open')}
        </Button>
      </Group>
      <Card>
        <PeriodFilter value={filter} onChange={setFilter} />
      </Card>
      {summary.isPending ? <LoadingState /> : null}
      {summary.isError ? (
        <ErrorState
          message={t(errorMessage(summary.error, REPORT_MESSAGES.reportFailed), { ns: 'messages' })}
          onRetry={() => void summary.refetch()}
        />
      ) : null}
      {summary.data ? (
        <Stack gap="lg" style={{ opacity: summary.isPlaceholderData ? 0.6 : 1 }} aria-busy={summary.isFetching}>
          <FigureCards summary={summary.data} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <JobsPerDayChart summary={summary.data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <RevenueChart summary={summary.data} />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end">
            <Button
              leftSection={<IconDownload size={16} />}
              onClick={() => void downloadJobs()}
              loading={downloading}
              variant="default"
            >
              {t('jobsCsv')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <TurnaroundTable summary={summary.data} />
            <TopStringsTable summary={summary.data} />
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
