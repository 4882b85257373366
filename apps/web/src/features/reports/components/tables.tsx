import type { ReactNode } from 'react';
import { Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@shop/domain/contracts/reports';
import { EmptyState } from '@/components/ui/states';
import { downloadCsv } from '../lib/csv';
import { usePhone } from '../lib/use-phone';
import { TopStringsChart } from './charts';

function TableCard(props: { title: string; onDownload(): void; downloadLabel: string; children: ReactNode }) {
  const { t } = useTranslation('reports');
  // min-width 0: a grid cell never grows past the screen; a table wider than the card scrolls inside it.
  return (
    <Card miw={0}>
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

/** A number's cell: at the end of the line, never broken. */
const NUMBER = { ta: 'end', style: { whiteSpace: 'nowrap' } } as const;

/**
 * A table that fits a 375 px phone (names wrap, numbers stay whole); on a narrower screen it scrolls inside its
 * card rather than pushing the page sideways, and the scrolling region can be reached with the keyboard.
 */
export function ScrollTable(props: { label: string; mt?: string; children: ReactNode }) {
  const phone = usePhone();
  return (
    <Table.ScrollContainer
      minWidth={280}
      type="native"
      mt={props.mt}
      tabIndex={0}
      role="region"
      aria-label={props.label}
    >
      <Table striped horizontalSpacing={phone ? 6 : 'xs'} fz={phone ? 'xs' : 'sm'}>
        {props.children}
      </Table>
    </Table.ScrollContainer>
  );
}

/** The table's header: the first column names the row, the others are numbers (at the end of the line). */
function HeaderRow({ header }: { header: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {header.map((h, index) => (
          <Table.Th key={h} ta={index > 0 ? 'end' : undefined}>
            {h}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

const suffix = (summary: ReportSummary) =>
  `${summary.from}-to-${summary.to}${summary.store ? `-${summary.store.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : ''}`;

/** Turnaround from received to ready: median and 90th percentile, overall, by service type and by store. */
export function TurnaroundTable({ summary }: { summary: ReportSummary }) {
  const { t } = useTranslation('reports');
  const hours = (value: number | null) => (value === null ? '—' : t('hours', { count: value }));
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
        <ScrollTable label={t('turnaround.title')}>
          <HeaderRow header={header} />
          <Table.Tbody>
            {summary.turnaround.map((r) => (
              <Table.Tr key={`${r.group}:${r.key}`}>
                <Table.Td fw={r.group === 'all' ? 700 : undefined}>{groupLabel(r.group, r.key)}</Table.Td>
                <Table.Td {...NUMBER}>{r.jobs}</Table.Td>
                <Table.Td {...NUMBER}>{hours(r.median_hours)}</Table.Td>
                <Table.Td {...NUMBER}>{hours(r.p90_hours)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
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
          <ScrollTable label={t('strings.title')} mt="md">
            <HeaderRow header={header} />
            <Table.Tbody>
              {summary.top_strings.by_jobs.map((s) => (
                <Table.Tr key={s.string_id}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td {...NUMBER}>{s.jobs}</Table.Td>
                  <Table.Td {...NUMBER}>{t('strings.metresValue', { metres: s.metres })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
          <Text size="xs" c="dimmed" mt="xs">
            {t('strings.note')}
          </Text>
        </>
      )}
    </TableCard>
  );
}
