import { Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { DataList } from '@/components/ui/data-list';
import { errorMessage } from '@/lib/api-client';
import { useListQuery, type ListRequest } from '@/lib/list/use-list-query';
import { findJobsQueryOptions, JOBS_PAGE_SIZE } from '../api/find-jobs';
import { BenchFilterBar, storeOf, type BenchFilters } from '../components/bench-filters';
import { jobColumns } from '../components/job-columns';
import { jobMessages } from '../lib/job-text';
import { useAccountStore } from '../lib/use-account-store';
import { useFormat } from '@/lib/i18n/format';

const FILTERS: BenchFilters = { stage: '', store: '', due: '' };

/**
 * /dashboard/jobs: the stringer's bench. Open jobs (or one stage), of the account's store unless
 * another is chosen, express first then by due time; one button moves each job to its next stage.
 * Stage, store, due, search (a job number, in the navbar box) and page live in the URL.
 */
export default function BenchPage() {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  const messages = jobMessages(t);
  const account = useAccountStore();
  const defaultStore = account.store;
  const list = useListQuery({
    pageSize: JOBS_PAGE_SIZE,
    searchPlaceholder: t('bench.search'),
    filters: FILTERS,
    query: (request: ListRequest<BenchFilters>) => ({
      ...findJobsQueryOptions({ ...request, store: storeOf(request, defaultStore) }),
      // The account's store decides the list without a store in the URL: wait for it.
      enabled: account.known,
    }),
  });
  const jobs = list.query;
  const total = jobs.data?.total ?? 0;

  return (
    <>
      <PageHeader title={t('bench.title')} description={t('bench.description')} />
      <Card>
        <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
          <BenchFilterBar filters={list.filters} defaultStore={defaultStore} onChange={list.setFilters} />
          {jobs.data ? (
            <Text size="sm" c="dimmed" data-testid="job-total">
              {list.search
                ? t('bench.totalMatching', { count: total, total: format.listTotal(total), search: list.search })
                : t('bench.total', { count: total, total: format.listTotal(total) })}
            </Text>
          ) : null}
        </Group>
        <DataList
          columns={jobColumns(t)}
          rows={list.items}
          rowKey={(job) => job.job_id}
          rowLabel={(job) => t('job.number', { id: job.job_id })}
          rowAttributes={(job) => ({ 'data-job-id': job.job_id })}
          loading={jobs.isPending}
          loadingLabel={t('bench.loading')}
          error={jobs.isError ? errorMessage(jobs.error, messages.listFailed) : null}
          onRetry={() => void jobs.refetch()}
          emptyMessage={messages.noJobs}
          pager={list.pager}
          breakpoint="lg"
          minWidth={960}
        />
      </Card>
    </>
  );
}
