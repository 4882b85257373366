import type { ReactNode } from 'react';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@shop/domain/contracts/reports';
import { EmptyState } from '@/components/ui/states';
import { downloadCsv } from '../lib/csv';
import { TopStringsChart } from './charts';

function TableCard(props: { title: string; onDownload(): void; downloadLabel: string; children: ReactNode }) {
  const { t } = useTranslation('reports');
  return (
    <Card>
      <Group justify="space-between" mb="md" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} />}
          onClick={props.onDownload}
          aria-label={props.downloadLabel}
        >
          {t('downloadCsv')}
        </Button>
      </Group>
      {props.children}
    </Card>
  );
}

const suffix = (summary: ReportSummary) =>
  `${summary.from}-to-${summary.to}${summary.store ? `-${summary.store.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : ''}`;

/** Turnaround from received to ready: median and 90th percentile, overall, by service type and by store. */
export function TurnaroundTable({ summary }: { summary: ReportSummary }) {
  const { t } = useTranslation('reports');
  const hours = (value: number | null) => (value === null ? '—' : t('hours', { hours: value }));
  const groupLabel = (group: string, key: string) =>
    group === 'all'
      ? t('turnaround.all')
      : group === 'service_type'
        ? key === 'Express'
          ? t('turnaround.express')
          : t('turnaround.regular')
        : key;
  const header = [t('turnaround.group'), t('turnaround.jobs'), t('turnaround.median'), t('turnaround.p90')];
  const rows = summary.turnaround.map((r) => [
    groupLabel(r.group, r.key),
    r.jobs,
    r.median_hours ?? '',
    r.p90_hours ?? '',
  ]);
  return (
    <TableCard
      title={t('turnaround.title')}
      downloadLabel={t('turnaround.download')}
      onDownload={() => downloadCsv(`turnaround-${suffix(summary)}.csv`, [header, ...rows])}
    >
      {summary.turnaround.every((r) => r.jobs === 0) ? (
        <EmptyState message={t('turnaround.none')} />
      ) : (
        <Stack gap={0}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {header.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.turnaround.map((r) => (
                <Table.Tr key={`${r.group}:${r.key}`}>
                  <Table.Td fw={r.group === 'all' ? 700 : undefined}>{groupLabel(r.group, r.key)}</Table.Td>
                  <Table.Td>{r.jobs}</Table.Td>
                  <Table.Td>{hours(r.median_hours)}</Table.Td>
                  <Table.Td>{hours(r.p90_hours)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </TableCard>
  );
}

/** The strings used most, by jobs (hybrids count for each of their strings) and by metres. */
export function TopStringsTable({ summary }: { summary: ReportSummary }) {
  const { t } = useTranslation('reports');
  const header = [t('strings.name'), t('strings.jobs'), t('strings.metres')];
  const rows = summary.top_strings.by_jobs.map((s) => [s.name, s.jobs, s.metres]);
  return (
    <TableCard
      title={t('strings.title')}
      downloadLabel={t('strings.download')}
      onDownload={() => downloadCsv(`top-strings-${suffix(summary)}.csv`, [header, ...rows])}
    >
      {rows.length === 0 ? (
        <EmptyState message={t('strings.none')} />
      ) : (
        <>
          <TopStringsChart summary={summary} />
          <Stack mt="md" gap={0}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  {header.map((h) => (
                    <Table.Th key={h}>{h}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.top_strings.by_jobs.map((s) => (
                  <Table.Tr key={s.string_id}>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td>{s.jobs}</Table.Td>
                    <Table.Td>{t('strings.metresValue', { metres: s.metres })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
          <Text size="xs" c="dimmed" mt="xs">
            {t('strings.note')}
          </Text>
        </>
      )}
    </TableCard>
  );
}
