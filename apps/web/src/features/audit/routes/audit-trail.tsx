import { useState } from 'react';
import { Button, Card, Code, Group, Select, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AUDIT_AREA_LABELS, AUDIT_AREAS, AUDIT_MESSAGES, type AuditEntry } from '@shop/domain/contracts/audit';
import { DateField } from '@/components/ui/date-field';
import { Isolate } from '@/components/ui/ltr';
import { PageHeader } from '@/components/ui/page-header';
import { DataList, type DataColumn } from '@/components/ui/data-list';
import { errorMessage } from '@/lib/api-client';
import { useFormat, type Formatter } from '@/lib/i18n/format';
import { useListQuery } from '@/lib/list/use-list-query';
import { downloadAuditCsv, findAuditQueryOptions, useAuditAccounts, type AuditFilters } from '../api/audit';

const areaLabel = (t: TFunction, area: string) =>
  area in AUDIT_AREA_LABELS ? t(AUDIT_AREA_LABELS[area as keyof typeof AUDIT_AREA_LABELS], { ns: 'messages' }) : area;

const columns = (t: TFunction, format: Formatter): DataColumn<AuditEntry>[] => [
  {
    header: t('columns.when'),
    nowrap: true,
    card: 'title',
    cell: (e) => (
      <Text size="sm" fw={600}>
        <Isolate>{format.dateTime(e.at)}</Isolate>
      </Text>
    ),
  },
  {
    header: t('columns.who'),
    cell: (e) =>
      e.actor ? (
        <>
          <Text size="sm">{e.actor.name}</Text>
          <Text size="xs" c="dimmed" dir="ltr">
            {e.actor.email}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('system')}
        </Text>
      ),
  },
  {
    header: t('columns.what'),
    cell: (e) => (
      <>
        <Text size="sm">{areaLabel(t, e.area)}</Text>
        <Code>{e.action}</Code>
      </>
    ),
  },
  { header: t('columns.subject'), cell: (e) => <Code>{e.subject ?? '—'}</Code> },
  {
    header: t('columns.details'),
    cell: (e) => (
      <Text size="xs" ff="monospace" maw={360} style={{ wordBreak: 'break-word' }} dir="ltr">
        {Object.keys(e.details).length ? JSON.stringify(e.details) : '—'}
      </Text>
    ),
  },
];

/**
 * Audit Trail: who did what and when (money actions, accounts, settings, stock...), newest first, filtered by who,
 * what and Dubai days, downloadable as CSV. Read-only: the database refuses any change to an entry.
 */
export default function AuditTrailPage() {
  const { t } = useTranslation('audit');
  const format = useFormat();
  const list = useListQuery({
    pageSize: 50,
    filters: { who: '', what: '', from: '', to: '' } as AuditFilters,
    query: findAuditQueryOptions,
  });
  const [downloading, setDownloading] = useState(false);
  const entries = list.query;

  async function download() {
    setDownloading(true);
    try {
      await downloadAuditCsv(list.filters);
    } catch (failure) {
      notifications.show({ color: 'red', message: t(errorMessage(failure, t('download.failed')), { ns: 'messages' }) });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={downloading}
            onClick={() => void download()}
          >
            {t('download.csv')}
          </Button>
        }
      />
      <Card>
        <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
          <AuditFilterFields filters={list.filters} onChange={list.setFilters} />
          {entries.data ? (
            <Text size="sm" c="dimmed" ms="auto">
              {t('total', {
                count: entries.data.total,
                total: format.listTotal(entries.data.total, entries.data.totalIsExact),
              })}
            </Text>
          ) : null}
        </Group>
        <DataList
          columns={columns(t, format)}
          rows={list.items}
          rowKey={(e) => e.id}
          rowLabel={(e) => `${e.action} ${e.id}`}
          loading={entries.isPending}
          loadingLabel={t('loading')}
          error={entries.isError ? t(errorMessage(entries.error, AUDIT_MESSAGES.loadFailed), { ns: 'messages' }) : null}
          onRetry={() => void entries.refetch()}
          emptyMessage={t(AUDIT_MESSAGES.empty, { ns: 'messages' })}
          pager={list.pager}
          breakpoint="md"
          minWidth={960}
        />
      </Card>
    </>
  );
}

/** Who (an account), what (an area) and the Dubai days from and to. */
function AuditFilterFields({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange(filters: Partial<AuditFilters>): void;
}) {
  const { t } = useTranslation('audit');
  const accounts = useAuditAccounts();
  const people = (accounts.data?.items ?? []).map((a) => ({
    value: String(a.id),
    label: `${a.first_name} ${a.last_name}`,
  }));
  const areas = AUDIT_AREAS.map((area) => ({ value: area, label: areaLabel(t, area) }));
  return (
    <>
      <Select
        label={t('filters.who')}
        placeholder={t('filters.anyone')}
        data={people}
        value={filters.who || null}
        onChange={(value) => onChange({ who: value ?? '' })}
        clearable
        searchable
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={t('filters.what')}
        placeholder={t('filters.anything')}
        data={areas}
        value={filters.what || null}
        onChange={(value) => onChange({ what: value ?? '' })}
        clearable
        w={{ base: '100%', xs: 240 }}
      />
      <DateField label={t('filters.from')} value={filters.from} onChange={(from) => onChange({ from })} clearable />
      <DateField label={t('filters.to')} value={filters.to} onChange={(to) => onChange({ to })} clearable />
    </>
  );
}
