import { Link } from 'react-router';
import { Anchor, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { JobListItem } from '@shop/domain/contracts/jobs';
import { actionsColumn, type DataColumn } from '@/components/ui/data-list';
import { serviceLabel } from '../lib/job-text';
import { jobPath } from '@/lib/job-paths';
import { AdvanceButton } from './advance-button';
import { CollectButton } from './collect-dialog';
import { DueText } from './due-text';
import { ExpressBadge, JobStageBadge } from './job-stage-badge';
import { JobWarnings } from './job-warnings';

/** The bench's columns: a table on wide screens, a card per job on a phone or a narrow tablet. */
export const jobColumns = (t: TFunction<'jobs'>): DataColumn<JobListItem>[] => [
  {
    header: t('columns.job'),
    card: 'title',
    nowrap: true,
    cell: (job) => (
      <Stack gap={2} align="flex-start">
        <Anchor
          component={Link}
          to={jobPath(job.job_id)}
          fw={700}
          size="lg"
          aria-label={t('columns.openJob', { id: job.job_id })}
        >
          <bdi>#{job.job_id}</bdi>
        </Anchor>
        {job.express ? <ExpressBadge size="sm" /> : null}
      </Stack>
    ),
  },
  {
    header: t('columns.customer'),
    cell: (job) => (
      <Text size="sm" fw={500}>
        {job.customer_name}
      </Text>
    ),
  },
  {
    header: t('columns.racket'),
    cell: (job) => (
      <Stack gap={2}>
        <Text size="sm">{job.racket || '—'}</Text>
        <JobWarnings warnings={job.warnings} />
      </Stack>
    ),
  },
  {
    header: t('columns.service'),
    // What to string, so the stringer need not open the job: strings and tensions as on the tag (both units).
    cell: (job) => (
      <Stack gap={2}>
        <Text size="sm">{serviceLabel(t, job)}</Text>
        {job.spec_summary ? (
          <Text size="sm" fw={500} dir="ltr" ta="start" data-testid="spec-summary">
            {job.spec_summary}
          </Text>
        ) : job.service_kind === 'string' ? (
          <Text size="xs" c="dimmed">
            {t('columns.specMissing')}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { header: t('columns.due'), nowrap: true, cell: (job) => <DueText dueAt={job.due_at} overdue={job.overdue} /> },
  {
    header: t('columns.stage'),
    card: 'corner',
    nowrap: true,
    cell: (job) => (
      <Stack gap={2} align="flex-end">
        <JobStageBadge stage={job.stage} />
        <Text size="xs" c="dimmed">
          {t(job.store, { ns: 'messages' })}
        </Text>
      </Stack>
    ),
  },
  actionsColumn(t('columns.next'), (job) =>
    // A ready job's next step is the handover: one dialog takes the balance due and records who handed it over.
    job.stage === 'ready' ? (
      <CollectButton jobId={job.job_id} miw={132} />
    ) : (
      <AdvanceButton jobId={job.job_id} stage={job.stage} miw={132} />
    ),
  ),
];
