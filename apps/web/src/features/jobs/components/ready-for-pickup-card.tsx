import { useId } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { jobPath } from '@/lib/job-paths';
import { findJobsQueryOptions } from '../api/find-jobs';
import { jobMessages } from '../lib/job-text';
import { CollectButton } from './collect-dialog';

/** More ready rackets than this for one customer is not a counter's case: the bench lists the rest. */
const READY_SHOWN = 10;

/**
 * A customer's rackets ready for pickup, each with Collect (the handover with its balance due, in one dialog): the
 * customer who walks in to collect is found by name at the counter and handed their racket from their own page. Shows
 * nothing while reading or when nothing is ready (the page is about the customer; the card appears when it matters).
 */
export function ReadyForPickupCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation('jobs');
  const titleId = useId();
  const jobs = useQuery(findJobsQueryOptions({ customer: customerId, stage: 'ready', pageSize: READY_SHOWN }));
  if (jobs.isError)
    return (
      <Card>
        <ErrorState message={errorMessage(jobs.error, jobMessages(t).listFailed)} onRetry={() => void jobs.refetch()} />
      </Card>
    );
  const ready = jobs.data?.items ?? [];
  if (ready.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {t('pickup.title')}
          </Title>
          <Badge color="teal" variant="light">
            {ready.length}
          </Badge>
        </Group>
        {ready.map((job) => (
          <Group key={job.job_id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Anchor component={Link} to={jobPath(job.job_id)} fw={600}>
                {t('job.number', { id: job.job_id })} · {job.racket || t('job.racketNotNamed')}
              </Anchor>
              <Text size="sm" c="dimmed">
                {job.spec_summary ?? t('columns.specMissing')}
              </Text>
            </Stack>
            <CollectButton jobId={job.job_id} size="sm" />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
